import { toSummary } from "./summary";
import { PAGE_SIZE, RELATED_COUNT, type BlogCategory, type BlogPost, type PostPage, type PostStub, type PostSummary } from "./types";

export type SnapshotEntry = { post: BlogPost; modified: string };

export type BuildSnapshot = {
  listPage(page: number): PostPage;
  post(slug: string): BlogPost | null;
  related(post: BlogPost): PostSummary[];
  categories(): BlogCategory[];
  stubs(limit?: number): PostStub[];
};

/**
 * Answers every question a build asks of the blog from one list of all posts, newest first, the same
 * way WordPress's REST API answers them one request at a time at run time.
 */
export function buildSnapshot(entries: SnapshotEntry[]): BuildSnapshot {
  const posts = entries.map((entry) => entry.post);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    listPage(page) {
      return { posts: posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(toSummary), page, totalPages: Math.max(1, Math.ceil(posts.length / PAGE_SIZE)) };
    },
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
    categories() {
      const unique = new Map(posts.flatMap((post) => post.categories).map((category) => [category.id, category]));
      return [...unique.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    stubs(limit) {
      return entries.slice(0, limit).map(({ post, modified }) => ({ slug: post.slug, modified }));
    },
  };
}
