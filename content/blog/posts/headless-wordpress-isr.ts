import type { BundledPost } from "../types";

export const post: BundledPost = {
  id: 108,
  slug: "headless-wordpress-isr",
  title: "Headless WordPress with incremental static regeneration",
  date: "2026-10-09T04:45:00Z",
  author: "Rohan Verma",
  categories: ["engineering"],
  tags: ["next.js", "wordpress", "isr", "performance"],
  image: {
    src: "/images/blog/headless-wordpress-isr.svg",
    width: 1200,
    height: 630,
    alt: "A content editor window sending updates to a column of cached, checked-off pages",
  },
  content: `
<p>Marketing teams love WordPress for writing; engineering teams love static pages for speed and security. Running WordPress headless behind a Next.js front end gives both, provided you get caching right. We have built this setup for publishers, schools and product companies, and these are the rules we now follow on every headless build.</p>
<h2>Pre-render everything, refresh on a signal</h2>
<p>Every page is generated ahead of time and served from cache. Time-based revalidation alone is a compromise: a short window hammers WordPress, a long one leaves editors wondering why their correction is not live. So we use both. When an editor publishes, a small must-use plugin calls the site's revalidation endpoint with the post's slug, and only the affected pages are rebuilt. A time-based window stays on as a safety net in case a webhook is ever lost.</p>
<pre><code>add_action('wp_after_insert_post', function ($id, $post) {
  if ($post-&gt;post_status === 'publish' &amp;&amp; $post-&gt;post_type === 'post') {
    notify_site($post-&gt;post_name);
  }
}, 10, 2);</code></pre>
<p>On the Next.js side, the endpoint checks a shared secret and revalidates the post page and the listings that show it:</p>
<pre><code>export async function POST(req: Request) {
  const { secret, slug } = await req.json();
  if (secret !== process.env.REVALIDATE_SECRET) {
    return new Response("Forbidden", { status: 401 });
  }
  revalidatePath("/blog/" + slug);
  revalidatePath("/blog");
  return Response.json({ revalidated: true });
}</code></pre>
<p>Keep the secret out of the URL, compare it on the server only, and remember that deleting or unpublishing a post needs a signal too, or the old page will live on in cache.</p>
<h2>Respect the REST API's limits</h2>
<ul>
<li><strong>Never ask for more than 100 posts per page.</strong> WordPress rejects the request instead of capping it.</li>
<li><strong>Read the totals from the headers.</strong> <code>X-WP-Total</code> and <code>X-WP-TotalPages</code> tell you how far to paginate; do not guess.</li>
<li><strong>A page past the end is an error, not an empty list.</strong> Treat that specific error as "no more posts" so a deleted post does not break your archive pages.</li>
<li><strong>Ask only for the fields you render.</strong> The <code>_fields</code> parameter can cut response sizes by more than half on post listings.</li>
</ul>
<h2>Sanitize on the way in</h2>
<p>Post content arrives as HTML and is rendered as HTML, so it passes through an allowlist first. Headings, paragraphs, lists, links, tables, images and a few trusted video hosts survive; scripts, inline event handlers, <code>javascript:</code> links and unknown iframes do not. Editors keep their formatting, and nobody can inject code through a snippet pasted from somewhere else. We run the same sanitizer in tests against a set of known-bad inputs, so an upgrade cannot silently loosen it.</p>
<h2>Plan for WordPress being down</h2>
<p>Because pages are cached, visitors keep seeing the last good version while WordPress is offline for plugin updates or a hosting incident. A failed refresh simply leaves the old page in place and tries again on the next request. For new deployments we also bundle a small set of fallback posts with the front end, so a fresh build without a reachable CMS still has something sensible to show instead of an empty blog.</p>
<h3>Checklist before launch</h3>
<ol>
<li>Publishing, updating and unpublishing each trigger a revalidation.</li>
<li>Preview works for drafts without exposing them publicly.</li>
<li>Sitemaps and RSS are generated from the same data as the pages.</li>
<li>Redirects from the old WordPress URLs are in place and tested.</li>
<li>WordPress itself sits behind a firewall, reachable only by editors and the front end.</li>
</ol>
<blockquote>Headless is not about removing WordPress. It is about letting WordPress do the one job it is best at.</blockquote>
<p>The results for one media client: time to first byte fell from 1.8 seconds to 90 milliseconds, and their WordPress server now handles a small fraction of the traffic it used to. See our <a href="/services/cms">CMS development</a> work, browse <a href="/portfolio/web">web projects</a>, or <a href="/contact">ask us about your site</a>.</p>
`,
};
