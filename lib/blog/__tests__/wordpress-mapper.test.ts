/** @jest-environment node */
import samples from "./fixtures/wordpress-posts.json";
import { toBlogPost } from "../wordpress-mapper";
import { wordpressPostListSchema } from "../wordpress-schema";
import { PLACEHOLDER_IMAGE } from "../types";

// Real answers of /wp/v2/posts?_embed from the seeded test WordPress (e2e/wordpress/seed.php).
const [withImage, automaticExcerpt, entityTitle] = wordpressPostListSchema.parse(samples);

describe("mapping a WordPress post to a BlogPost", () => {
  it("takes the featured image from the embedded media with its size and alt text", () => {
    const post = toBlogPost(withImage!);
    expect(post.image.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\/.+\.png$/);
    expect(post.image).toMatchObject({ width: 1200, height: 630, alt: expect.stringContaining("Illustration for") });
  });

  it("uses the placeholder image when the post has no featured media", () => {
    expect(automaticExcerpt!._embedded?.["wp:featuredmedia"]).toBeUndefined();
    expect(toBlogPost(automaticExcerpt!).image).toEqual(PLACEHOLDER_IMAGE);
  });

  it("decodes entities in titles and strips markup", () => {
    expect(entityTitle!.title.rendered).toContain("&amp;");
    expect(toBlogPost(entityTitle!).title).toBe("Shipping an LLM support assistant with retrieval & guardrails");
  });

  it("turns an automatic excerpt into plain text ending in an ellipsis", () => {
    expect(automaticExcerpt!.excerpt.rendered).toContain("[&hellip;]");
    const { excerpt } = toBlogPost(automaticExcerpt!);
    expect(excerpt).not.toMatch(/<|&hellip;|\[/);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("reads author, UTC date, categories and tags from the embedded data", () => {
    const post = toBlogPost(withImage!);
    expect(post.author).toBe("Aarav Mehta");
    expect(post.date).toBe(new Date(`${withImage!.date_gmt}Z`).toISOString());
    expect(post.categories).toEqual([{ id: expect.any(Number), slug: "engineering", name: "Engineering" }]);
    expect(post.tags).toEqual(["flutter", "mobile", "react-native"]);
  });

  it("defaults the author to Admin and computes the read time from the words", () => {
    const bare = { ...withImage!, _embedded: undefined };
    const words = Array.from({ length: 1001 }, () => "word").join(" ");
    const post = toBlogPost({ ...bare, content: { rendered: `<p>${words}</p>` } });
    expect(post.author).toBe("Admin");
    expect(post.readTime).toBe("6 min read");
    expect(toBlogPost({ ...bare, content: { rendered: "<p>Short.</p>" } }).readTime).toBe("1 min read");
  });
});
