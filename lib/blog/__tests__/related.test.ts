import { relatedPosts } from "../related";

const web = { id: 1, slug: "web", name: "Web" };
const ai = { id: 2, slug: "ai", name: "AI" };
const cloud = { id: 3, slug: "cloud", name: "Cloud" };

type Post = { slug: string; date: string; categories: (typeof web)[] };
const post = (slug: string, date: string, ...categories: (typeof web)[]): Post => ({ slug, date, categories });
const slugs = (posts: Post[]) => posts.map((item) => item.slug);

// Spec section 9: related posts 3. Issue 25: same category first, then newest, never the post itself.
describe("relatedPosts", () => {
  const current = post("current", "2026-03-10T00:00:00.000Z", web);

  it("lists posts of the same category first, newest first, then the newest others, 3 in all", () => {
    const candidates = [
      post("ai-newest", "2026-03-09T00:00:00.000Z", ai),
      post("web-old", "2026-01-01T00:00:00.000Z", web),
      post("cloud-new", "2026-03-08T00:00:00.000Z", cloud),
      post("web-new", "2026-02-01T00:00:00.000Z", ai, web),
      post("ai-old", "2025-12-01T00:00:00.000Z", ai),
    ];
    expect(slugs(relatedPosts(current, candidates))).toEqual(["web-new", "web-old", "ai-newest"]);
  });

  it("leaves the post itself out and stops at 3 even when more share its category", () => {
    const candidates = [
      current,
      post("web-1", "2026-03-01T00:00:00.000Z", web),
      post("web-4", "2026-01-01T00:00:00.000Z", web),
      post("web-2", "2026-02-20T00:00:00.000Z", web),
      post("web-3", "2026-02-01T00:00:00.000Z", web),
      post("ai-newest", "2026-03-09T00:00:00.000Z", ai),
    ];
    expect(slugs(relatedPosts(current, candidates))).toEqual(["web-1", "web-2", "web-3"]);
  });

  it("falls back to the newest posts when the post has no category", () => {
    const candidates = [
      post("older", "2026-01-01T00:00:00.000Z", web),
      post("newest", "2026-03-01T00:00:00.000Z", ai),
      post("middle", "2026-02-01T00:00:00.000Z", cloud),
      post("oldest", "2025-01-01T00:00:00.000Z", web),
    ];
    expect(slugs(relatedPosts(post("uncategorised", "2026-03-10T00:00:00.000Z"), candidates))).toEqual([
      "newest",
      "middle",
      "older",
    ]);
  });

  it("lists fewer than 3 when there are fewer other posts", () => {
    expect(slugs(relatedPosts(current, [current, post("only", "2026-01-01T00:00:00.000Z", ai)]))).toEqual(["only"]);
  });
});
