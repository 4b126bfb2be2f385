import { RELATED_COUNT, type PostSummary } from "./types";

type Relatable = Pick<PostSummary, "slug" | "date" | "categories">;

/**
 * The one related-posts rule, so the bundled posts, the build snapshot and WordPress at run time list
 * the same posts under a post (spec section 2, /blog/{slug}, and section 9): posts that share a category
 * with `post` first, then the others, each group newest first, the post itself left out by slug, at most
 * RELATED_COUNT. Posts of the same date keep the order they came in.
 */
export function relatedPosts<T extends Relatable>(post: Relatable, candidates: readonly T[]): T[] {
  const topics = new Set(post.categories.map((category) => category.id));
  const sharesTopic = (other: Relatable) => other.categories.some((category) => topics.has(category.id));
  const newestFirst = candidates
    .filter((other) => other.slug !== post.slug)
    .toSorted((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return [...newestFirst.filter(sharesTopic), ...newestFirst.filter((other) => !sharesTopic(other))].slice(
    0,
    RELATED_COUNT,
  );
}
