import type { BlogPost, PostSummary } from "./types";

/** A post without its body, for cards and list payloads. */
export function toSummary({
  id,
  slug,
  title,
  excerpt,
  author,
  date,
  image,
  tags,
  categories,
  readTime,
  featured,
}: BlogPost): PostSummary {
  return { id, slug, title, excerpt, author, date, image, tags, categories, readTime, featured };
}
