import { blogFeedCopy } from "@/content/blog/page-copy";
import { blogSource, duringBuildTolerate } from "@/lib/blog";
import { BLOG_SHARED_CACHE_CONTROL } from "@/lib/blog/cache-tags";
import { FEED_ITEMS, rssFeed } from "@/lib/blog/feed";
import { siteUrl } from "@/lib/metadata";

/**
 * Rendered per request from the blog's tagged data cache (as app/sitemap.xml/route.ts is, for the same
 * reason), so the webhook's revalidateTag("posts") shows here at once, and stored by a shared cache
 * for as long as /api/posts.
 */
export const dynamic = "force-dynamic";

/** Published posts only: the feed is public and cached, so it never looks at Draft Mode or a preview session. */
export async function GET() {
  const posts = await duringBuildTolerate(() => blogSource().listLatest(FEED_ITEMS), []);
  const body = rssFeed({ channel: blogFeedCopy, posts, origin: siteUrl() });
  return new Response(body, {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": BLOG_SHARED_CACHE_CONTROL },
  });
}
