<?php
// Installs WordPress and seeds it like a company blog: two authors, three categories, tags, eighteen
// posts (most with a featured image, some with hand-written excerpts, titles with entities), a hostile
// post, a post with wide content (code, table, embed), an application password for the tests' REST
// writes and one for the site's preview reads. Like many headless WordPresses it has "Discourage search
// engines" on (its theme is not the site), and one post is flagged noindex in Yoast SEO's post meta before
// the site is built. Usage: php seed.php CREDENTIALS_JSON
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_E2E_CONFIG');
$_SERVER['HTTP_HOST'] = '127.0.0.1';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
add_filter('pre_wp_mail', '__return_false');

// The editor's login password lets a test sign in to WordPress and click through as an editor does.
$loginPassword = wp_generate_password(24, false);
// Not public: Settings > Reading > "Discourage search engines from indexing this site" (blog_public = 0).
$installed = wp_install('Nexaloom Engineering Blog', 'editor', 'editor@nexaloom.test', false, '', $loginPassword);
$editor = $installed['user_id'];
update_option('blog_public', '0'); // as the Reading screen saves it (wp_install stores false as '')
wp_update_user(['ID' => $editor, 'display_name' => 'Aarav Mehta', 'first_name' => 'Aarav', 'last_name' => 'Mehta']);
$author = wp_insert_user(['user_login' => 'priya', 'user_pass' => wp_generate_password(24), 'user_email' => 'priya@nexaloom.test', 'display_name' => 'Priya Sharma', 'role' => 'author']);

// wp_install's welcome post and sample page are not part of a company blog.
wp_delete_post(1, true);
wp_delete_post(2, true);

update_option('permalink_structure', '/%postname%/');
// No flush here: this request registered the categories and tags while permalinks were still off, so its
// rules would lack them and keep the install's date structure. Emptied instead (at the end), WordPress
// builds the rules for /%postname%/ on its first request, so /<slug>/ and /category/<slug>/ resolve.

$categories = [];
foreach (['Engineering' => 'engineering', 'AI & Machine Learning' => 'ai-ml', 'Design' => 'design'] as $name => $slug) {
    $categories[$slug] = wp_insert_term($name, 'category', ['slug' => $slug])['term_id'];
}

function draw_image(string $slug, array $from, array $to): string {
    $width = 1200; $height = 630;
    $image = imagecreatetruecolor($width, $height);
    for ($x = 0; $x < $width; $x += 4) {
        $t = $x / $width;
        $color = imagecolorallocate($image, (int) ($from[0] + ($to[0] - $from[0]) * $t), (int) ($from[1] + ($to[1] - $from[1]) * $t), (int) ($from[2] + ($to[2] - $from[2]) * $t));
        imagefilledrectangle($image, $x, 0, $x + 3, $height, $color);
    }
    $white = imagecolorallocatealpha($image, 255, 255, 255, 90);
    imagefilledellipse($image, 980, 140, 420, 420, $white);
    imagefilledrectangle($image, 120, 180, 640, 460, $white);
    $dir = wp_upload_dir();
    $file = "{$dir['path']}/{$slug}.png";
    imagepng($image, $file, 6);
    imagedestroy($image);
    return $file;
}

$words = 'Teams ship faster when the work is small, observable and reversible. We plan in two-week increments, measure what users actually do, and keep every release behind a switch we can turn off. ';
$posts = [
    ['Flutter vs React Native in 2026: &#8220;Which one should we pick?&#8221;', 'engineering', ['flutter', 'react-native', 'mobile'], $editor, true, 900],
    ['Shipping an LLM support assistant with retrieval &amp; guardrails', 'ai-ml', ['llm', 'rag', 'support'], $author, true, 1400],
    ['Design systems that survive a rebrand', 'design', ['design-system', 'figma'], $author, true, 600],
    ['Incremental static regeneration with a headless WordPress', 'engineering', ['next.js', 'wordpress', 'isr'], $editor, true, 1100],
    ['Demand forecasting for distributors with gradient boosting', 'ai-ml', ['forecasting', 'xgboost'], $editor, true, 800],
    ['What a fixed-price discovery sprint includes', 'design', ['discovery', 'process'], $author, false, 500],
    ['Core Web Vitals fixes that moved a retailer&#8217;s rankings', 'engineering', ['seo', 'performance'], $editor, true, 700],
    ['WCAG 2.2 audits on a banking app: what we found', 'design', ['accessibility', 'wcag'], $author, true, 950],
    ['Migrating a monolith ERP to modular services', 'engineering', ['erp', 'architecture'], $editor, true, 1300],
    ['Evaluating LLM answers without a PhD', 'ai-ml', ['llm', 'evaluation'], $author, false, 650],
    ['Offline-first field apps for agriculture teams', 'engineering', ['mobile', 'offline'], $editor, true, 750],
    ['Dashboards people open every morning', 'design', ['dashboards', 'ux'], $author, true, 550],
    ['Fine-tuning vs prompting for document extraction', 'ai-ml', ['llm', 'ocr'], $editor, true, 1000],
    ['Zero-downtime PostgreSQL migrations', 'engineering', ['postgresql', 'devops'], $editor, true, 850],
    ['Usability testing on a shoestring in Tier-2 cities', 'design', ['research', 'ux'], $author, true, 600],
    ['Computer vision QA on a factory line', 'ai-ml', ['vision', 'manufacturing'], $editor, true, 900],
    ['Choosing a CMS for a multilingual marketing site', 'engineering', ['cms', 'i18n'], $author, false, 700],
    ['R&amp;D notes: speech-to-text for Hindi support calls', 'ai-ml', ['speech', 'hindi'], $editor, true, 750],
];
$palette = [[79, 70, 229], [124, 58, 237], [14, 165, 233], [20, 184, 166], [245, 158, 11], [15, 23, 42]];
$tags = [];
$now = time();
foreach ($posts as $index => [$title, $category, $postTags, $owner, $withImage, $wordCount]) {
    $paragraphs = [];
    $remaining = $wordCount;
    while ($remaining > 0) {
        $paragraphs[] = '<p>' . trim(implode('', array_fill(0, max(1, min(4, (int) ceil($remaining / 33))), $words))) . '</p>';
        $remaining -= 4 * 33;
    }
    array_splice($paragraphs, 1, 0, ['<h2>What we changed</h2>', '<ul><li>Smaller releases</li><li>Feature flags</li><li>Dashboards for every change</li></ul>']);
    $date = gmdate('Y-m-d H:i:s', $now - ($index + 1) * 86400 * 3);
    $id = wp_insert_post([
        'post_title' => wp_slash(html_entity_decode($title, ENT_QUOTES | ENT_HTML5, 'UTF-8')),
        'post_content' => wp_slash(implode("\n", $paragraphs)),
        'post_excerpt' => $index % 3 === 0 ? "A field report from our team on {$postTags[0]}: what worked, what did not, and what we would do again." : '',
        'post_status' => 'publish',
        'post_author' => $owner,
        'post_date_gmt' => $date,
        'post_date' => get_date_from_gmt($date),
        'post_category' => [$categories[$category]],
        'tags_input' => $postTags,
    ], true);
    if ($withImage) {
        $slug = get_post_field('post_name', $id);
        $file = draw_image($slug, $palette[$index % 6], $palette[($index + 2) % 6]);
        $attachment = wp_insert_attachment(['post_mime_type' => 'image/png', 'post_title' => $slug, 'post_status' => 'inherit'], $file, $id);
        wp_update_attachment_metadata($attachment, wp_generate_attachment_metadata($attachment, $file));
        update_post_meta($attachment, '_wp_attachment_image_alt', "Illustration for {$slug}");
        set_post_thumbnail($id, $attachment);
    }
    // The editor ticked "Allow search engines to show this post in search results? No" in Yoast SEO's box:
    // this post is pre-rendered at build with the flag already set (e2e/blog/wordpress-seo.spec.ts).
    if (get_post_field('post_name', $id) === 'evaluating-llm-answers-without-a-phd') {
        update_post_meta($id, '_yoast_wpseo_meta-robots-noindex', '1');
    }
}

// Content an editor with unfiltered_html could paste: the site must render it harmless. Saved as that
// editor, so WordPress's own filter (kses, on for a script with no user) keeps what an editor would keep.
wp_set_current_user($editor);
wp_insert_post([
    'post_title' => 'Embedding a demo safely',
    'post_content' => '<p>Our demo video is below.</p><script>window.__xss = 1</script><p><img src="x" onerror="window.__xss = 2" alt="broken"></p><p><a href="javascript:window.__xss=3">Click</a></p><iframe src="https://evil.example/frame"></iframe>',
    'post_status' => 'publish',
    'post_author' => $editor,
    'post_date_gmt' => gmdate('Y-m-d H:i:s', $now - 60 * 86400),
    'post_category' => [$categories['engineering']],
], true);

// Wide content every post page must keep usable from the keyboard: a long code line, a many-column
// table in WordPress's table block, and a video embed as the embed block renders it.
$longLine = 'SELECT line_item_product_code AS service, resource_tags_user_environment AS environment, ROUND(SUM(line_item_unblended_cost), 2) AS cost_inr FROM cost_and_usage_report WHERE line_item_usage_start_date &gt;= current_date - INTERVAL \'30\' DAY GROUP BY 1, 2 ORDER BY cost_inr DESC;';
$cells = fn (array $row, string $tag) => '<tr>' . implode('', array_map(fn ($cell) => "<{$tag}>{$cell}</{$tag}>", $row)) . '</tr>';
$table = '<figure class="wp-block-table"><table><thead>' . $cells(['Finding', 'Where it hides', 'Typical saving', 'Effort', 'Risk', 'Owner', 'Review again'], 'th') . '</thead><tbody>'
    . $cells(['Idle non-production environments', 'Staging clusters running nights and weekends', '8 to 12 percent', 'Half a day', 'Low', 'Platform team', 'Monthly'], 'td')
    . $cells(['Oversized databases', 'Instances sized for launch-day traffic', '5 to 9 percent', 'One sprint', 'Medium', 'Backend lead', 'Quarterly'], 'td')
    . '</tbody></table><figcaption class="wp-element-caption">Findings from our last twelve cost reviews</figcaption></figure>';
$embed = '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper"><iframe title="Walkthrough of the cost review dashboard" width="1280" height="720" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" loading="lazy" allowfullscreen></iframe></div></figure>';
wp_insert_post([
    'post_title' => 'A cloud cost review playbook',
    'post_name' => 'cloud-cost-review-playbook',
    'post_content' => wp_slash("<p>Cloud bills grow through small defaults nobody revisits.</p>\n<pre class=\"wp-block-code\"><code>{$longLine}</code></pre>\n<p>What a typical review finds:</p>\n{$table}\n<p>The dashboard we hand over:</p>\n{$embed}\n<p>None of this needs a FinOps team.</p>"),
    'post_status' => 'publish',
    'post_author' => $editor,
    'post_date_gmt' => gmdate('Y-m-d H:i:s', $now - 61 * 86400),
    'post_category' => [$categories['engineering']],
], true);

// A second application password for the site's preview reads, as an operator would create one.
[$previewPassword] = WP_Application_Passwords::create_new_application_password($editor, ['name' => 'site preview']);

// The blog benchmark asks for a bigger archive (WP_E2E_EXTRA_POSTS) to count the build's requests.
$extra = (int) getenv('WP_E2E_EXTRA_POSTS');
for ($i = 1; $i <= $extra; $i++) {
    $date = gmdate('Y-m-d H:i:s', $now - (90 + $i) * 86400);
    wp_insert_post(['post_title' => "Archive note {$i}", 'post_content' => "<p>{$words}</p>", 'post_status' => 'publish', 'post_author' => $editor, 'post_date_gmt' => $date, 'post_date' => get_date_from_gmt($date), 'post_category' => [$categories['engineering']]]);
}

delete_option('rewrite_rules');

[$password] = WP_Application_Passwords::create_new_application_password($editor, ['name' => 'e2e']);
file_put_contents($argv[1], json_encode(['user' => 'editor', 'password' => $password, 'preview_password' => $previewPassword, 'login_password' => $loginPassword]));
echo "Seeded " . (count($posts) + 2 + $extra) . " posts\n";
