import { blogSource, duringBuildTolerate } from "@/lib/blog";
import { BLOG_SHARED_CACHE_CONTROL } from "@/lib/blog/cache-tags";
import { siteUrl } from "@/lib/metadata";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap";

/**
 * Rendered per request from the blog's tagged data cache, so the webhook's revalidateTag shows here at
 * once. Not app/sitemap.ts, which Next sends with `max-age=0, must-revalidate` (an edge never stores
 * it), and not ISR: Next 16.4 with the shared cache handler never expires a route handler's ISR entry
 * by tag or path, so it kept the old list.
 */
export const dynamic = "force-dynamic";

export async function GET() {
  const source = blogSource();
  const [posts, categories] = await Promise.all([
    duringBuildTolerate(() => source.listStubs(), []),
    duringBuildTolerate(() => source.listCategories(), []),
  ]);
  return new Response(sitemapXml(sitemapEntries(posts, categories, siteUrl())), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": BLOG_SHARED_CACHE_CONTROL },
  });
}
