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
