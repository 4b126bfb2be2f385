import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 108,
  slug: "headless-wordpress-isr",
  title: "Headless WordPress with incremental static regeneration",
  date: "2026-10-09T04:45:00Z",
  author: "Rohan Verma",
  categories: ["engineering"],
  tags: ["next.js", "wordpress", "performance"],
  image: { src: "/images/blog/headless-wordpress-isr.svg", width: 1200, height: 630, alt: "A content editor window feeding cached pages on a fast global network" },
  content: `
<p>Marketing teams love WordPress for writing; engineering teams love static pages for speed and security. Running WordPress headless behind a Next.js front end gives both, provided you get caching right. These are the rules we follow on every headless build.</p>
<h2>Pre-render everything, refresh on a signal</h2>
<p>Every page is built ahead of time and served from cache. When an editor publishes, a small must-use plugin calls the site's revalidation endpoint with the post's slug, and only the affected pages are rebuilt. A one-minute time-based window stays on as a safety net in case a webhook is ever lost.</p>
<pre><code>add_action('wp_after_insert_post', function ($id, $post) {
  if ($post-&gt;post_status === 'publish') notify_site($post-&gt;post_name);
}, 10, 2);</code></pre>
<h2>Respect the REST API's limits</h2>
<ul>
<li>Never ask for more than 100 posts per page; WordPress refuses the request.</li>
<li>Read the total from the <code>X-WP-TotalPages</code> header instead of guessing.</li>
<li>Asking for a page past the end returns an error, not an empty list; treat it as empty.</li>
</ul>
<h2>Sanitize on the way in</h2>
<p>Post HTML is rendered as HTML, so it passes through an allowlist first: headings, lists, links, images and a few trusted video hosts survive; scripts, event handlers and unknown iframes do not. Editors keep their formatting and nobody can inject code through a pasted snippet.</p>
<h2>Plan for WordPress being down</h2>
<p>Because pages are cached, visitors keep seeing the last good version while WordPress is offline for updates. A failed refresh simply leaves the old page in place and tries again on the next request.</p>
<p>The results for one media client: time to first byte fell from 1.8 seconds to 90 milliseconds, and their WordPress server now handles a fraction of the traffic it used to. See our <a href="/services/cms">CMS development</a> work or <a href="/contact">ask us about yours</a>.</p>
`,
};
