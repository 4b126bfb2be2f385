import { relatedPosts } from "./related";
import { toSummary } from "./summary";
import type { BlogPost, PostStub, PostSummary } from "./types";

export type BuildSnapshot = {
  post(slug: string): BlogPost | null;
  related(post: BlogPost): PostSummary[];
  stubs(limit?: number): PostStub[];
};

/**
 * Answers what the post pages and the sitemap ask of the blog during a build from one list of all
 * posts, newest first, the same way WordPress's REST API answers them one request at a time at run time.
 */
export function buildSnapshot(posts: BlogPost[]): BuildSnapshot {
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    post(slug) {
      return bySlug.get(slug) ?? bySlug.get(decodeURIComponent(slug)) ?? null;
    },
    related(post) {
      return relatedPosts(post, posts).map(toSummary);
    },
    stubs(limit) {
      return posts.slice(0, limit).map(({ slug, modified, noindex }) => ({ slug, modified, noindex }));
    },
  };
}
