/** @jest-environment node */
import samples from "./fixtures/wordpress-posts.json";
import { toBlogPost as mapPost, type MapperContext } from "../wordpress-mapper";
import { wordpressPostListSchema } from "../wordpress-schema";
import { PLACEHOLDER_IMAGE } from "../types";

// Real answers of /wp/v2/posts?_embed from the seeded test WordPress (e2e/wordpress/seed.php).
const [withImage, automaticExcerpt, entityTitle] = wordpressPostListSchema.parse(samples);

// The seeded WordPress the fixture was read from.
const wordpressOrigin = "http://127.0.0.1:8881";
const context: MapperContext = {
  wordpressOrigin,
  site: new URL("https://www.nexaloom.in"),
  imageAllowed: (src) => src.startsWith(`${wordpressOrigin}/`),
};
const toBlogPost = (post: Parameters<typeof mapPost>[0], extra: Partial<MapperContext> = {}) =>
  mapPost(post, { ...context, ...extra });

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

  it("falls back to the placeholder for a featured image on a host next/image may not load", () => {
    expect(toBlogPost(withImage!, { imageAllowed: () => false }).image).toEqual(PLACEHOLDER_IMAGE);
  });

  it("takes the modified date, the sticky flag and the post's own robots flags", () => {
    const post = toBlogPost({
      ...withImage!,
      modified_gmt: "2026-11-20T10:00:00",
      sticky: true,
      nexaloom_seo: { noindex: true, nofollow: false, custom_title: false },
    });
    expect(post).toMatchObject({
      modified: "2026-11-20T10:00:00.000Z",
      featured: true,
      noindex: true,
      nofollow: false,
    });
    expect(toBlogPost({ ...withImage!, nexaloom_seo: undefined })).toMatchObject({ noindex: false, nofollow: false });
  });
});

describe("Yoast's SEO fields on a post", () => {
  const head = {
    title: "Flutter or React Native? Our 2026 pick - Nexaloom Engineering Blog",
    description: "How we choose between Flutter &amp; React Native for a client's app.",
    canonical: `${wordpressOrigin}/flutter-vs-react-native/`,
    og_title: "Flutter or React Native in 2026",
    og_image: [{ url: "https://media.example-cdn.com/2026/11/cover.png", width: 1200, height: 630, type: "image/png" }],
    twitter_image: "https://media.example-cdn.com/2026/11/cover.png",
    robots: { index: "noindex", follow: "follow" },
    schema: { "@graph": [{ "@type": "WebPage", name: "Yoast's graph" }] },
  };
  const flags = { noindex: false, nofollow: false, custom_title: true };

  it("maps the editor's title, description, canonical and images, the permalink onto the site", () => {
    const { seo } = toBlogPost({ ...withImage!, yoast_head_json: head, nexaloom_seo: flags });
    expect(seo).toEqual({
      title: "Flutter or React Native? Our 2026 pick - Nexaloom Engineering Blog",
      description: "How we choose between Flutter & React Native for a client's app.",
      canonical: "https://www.nexaloom.in/blog/flutter-vs-react-native",
      openGraph: {
        title: "Flutter or React Native in 2026",
        image: { url: "https://media.example-cdn.com/2026/11/cover.png", width: 1200, height: 630 },
      },
      twitter: { image: "https://media.example-cdn.com/2026/11/cover.png" },
    });
  });

  it("leaves the title to the site when the editor wrote none (Yoast fills in its template)", () => {
    const { seo } = toBlogPost({
      ...withImage!,
      yoast_head_json: head,
      nexaloom_seo: { ...flags, custom_title: false },
    });
    expect(seo?.title).toBeUndefined();
    expect(seo?.description).toBeDefined();
  });

  it("drops a canonical that maps to no page of the site", () => {
    for (const canonical of ["https://elsewhere.example.com/post/", `${wordpressOrigin}/wp-admin/`, "not a url"]) {
      const { seo } = toBlogPost({ ...withImage!, yoast_head_json: { ...head, canonical }, nexaloom_seo: flags });
      expect(seo?.canonical).toBeUndefined();
    }
    const onSite = toBlogPost({
      ...withImage!,
      yoast_head_json: { ...head, canonical: "https://www.nexaloom.in/services/web-development" },
      nexaloom_seo: flags,
    });
    expect(onSite.seo?.canonical).toBe("https://www.nexaloom.in/services/web-development");
  });

  it("keeps the fields that parse when one is malformed, and says which one", () => {
    const malformed = jest.fn();
    const { seo } = toBlogPost(
      { ...withImage!, yoast_head_json: { ...head, og_image: "not a list" }, nexaloom_seo: flags },
      { onMalformedSeo: malformed },
    );
    expect(malformed).toHaveBeenCalledWith(["og_image"]);
    expect(seo?.openGraph).toEqual({ title: "Flutter or React Native in 2026" });
    expect(seo?.canonical).toBe("https://www.nexaloom.in/blog/flutter-vs-react-native");
  });

  it("has no SEO fields without Yoast", () => {
    expect(toBlogPost({ ...withImage!, yoast_head_json: undefined }).seo).toBeUndefined();
  });
});
