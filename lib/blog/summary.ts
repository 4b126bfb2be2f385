import type { BlogPost, PostSummary } from "./types";

/** A post without its body and SEO fields, for cards and list payloads. */
export function toSummary(post: BlogPost): PostSummary {
  const summary: Partial<BlogPost> = { ...post };
  delete summary.content;
  delete summary.seo;
  return summary as PostSummary;
}
