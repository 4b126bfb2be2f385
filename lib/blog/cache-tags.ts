/** Cache tags on every WordPress fetch; /api/revalidate expires them when WordPress says a post changed. */
export const blogTags = {
  list: "posts",
  related: "related",
  categories: "categories",
  sitemap: "sitemap",
  post: (slug: string) => `post:${slug}`,
};

/** Pages fall back to time-based regeneration when no webhook arrives. */
export const BLOG_REVALIDATE_SECONDS = 60;

/**
 * What the blog's dynamic answers (the sitemap, the feed, /api/posts) tell a shared cache: a minute
 * fresh, like the pages' ISR window, then five minutes of stale while it refetches. A publish purges
 * them at the edge sooner (lib/edge/keys.mjs).
 */
export const BLOG_SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${BLOG_REVALIDATE_SECONDS}, stale-while-revalidate=300`;
