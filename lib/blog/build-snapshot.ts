import { toSummary } from "./summary";
import { RELATED_COUNT, type BlogPost, type PostStub, type PostSummary } from "./types";

export type SnapshotEntry = { post: BlogPost; modified: string };

export type BuildSnapshot = {
  post(slug: string): BlogPost | null;
  related(post: BlogPost): PostSummary[];
  stubs(limit?: number): PostStub[];
};

/**
 * Answers what the post pages and the sitemap ask of the blog during a build from one list of all
 * posts, newest first, the same way WordPress's REST API answers them one request at a time at run time.
 */
export function buildSnapshot(entries: SnapshotEntry[]): BuildSnapshot {
  const posts = entries.map((entry) => entry.post);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    post(slug) {
      return bySlug.get(slug) ?? bySlug.get(decodeURIComponent(slug)) ?? null;
    },
    related(post) {
      const ids = new Set(post.categories.map((category) => category.id));
      const others = posts.filter((other) => other.id !== post.id);
      const sameTopic = others.filter((other) => other.categories.some((category) => ids.has(category.id))).slice(0, RELATED_COUNT);
      const seen = new Set(sameTopic.map((item) => item.id));
      return [...sameTopic, ...others.filter((other) => !seen.has(other.id))].slice(0, RELATED_COUNT).map(toSummary);
    },
    stubs(limit) {
      return entries.slice(0, limit).map(({ post, modified }) => ({ slug: post.slug, modified }));
    },
  };
}
