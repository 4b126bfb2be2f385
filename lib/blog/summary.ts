import type { BlogPost, PostSummary } from "./types";

/** A post without its body, SEO fields and tags, for cards and list payloads. */
export function toSummary(post: BlogPost): PostSummary {
  const summary: Partial<BlogPost> = { ...post };
  delete summary.content;
  delete summary.seo;
  delete summary.tags;
  return summary as PostSummary;
}
