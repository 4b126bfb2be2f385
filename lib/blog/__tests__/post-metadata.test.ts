/** @jest-environment node */
import { postMetadata } from "../post-metadata";
import { PLACEHOLDER_IMAGE, type BlogPost } from "../types";

const post: BlogPost = {
  id: 7,
  slug: "design-systems-that-survive-a-rebrand",
  title: "Design systems that survive a rebrand",
  excerpt: "Tokens, not hex codes: how we keep a design system alive through a rebrand.",
  content: "<p>Body</p>",
  author: "Priya Sharma",
  date: "2026-10-01T09:00:00.000Z",
  modified: "2026-11-20T10:30:00.000Z",
  image: PLACEHOLDER_IMAGE,
  tags: ["design-system"],
  categories: [],
  readTime: "5 min read",
  featured: false,
  noindex: false,
  nofollow: false,
};

describe("a post's metadata", () => {
  it("without SEO fields keeps the site's own: the post title, the excerpt, its own canonical, indexable", () => {
    const metadata = postMetadata(post);
    expect(metadata.title).toBe(post.title);
    expect(metadata.description).toBe(post.excerpt);
    expect(metadata.alternates?.canonical).toBe(`/blog/${post.slug}`);
    expect(metadata.robots).toBeUndefined();
    expect(metadata.openGraph).toMatchObject({ publishedTime: post.date, modifiedTime: post.modified });
  });

  it("takes the editor's title as the whole title, and their description, canonical and share image", () => {
    const metadata = postMetadata({
      ...post,
      seo: {
        title: "Rebrand-proof design systems | Nexaloom",
        description: "Five habits that keep a design system alive.",
        canonical: "https://www.nexaloom.in/blog/design-systems",
        openGraph: { image: { url: "https://media.example-cdn.com/cover.png", width: 1200, height: 630 } },
      },
    });
    expect(metadata.title).toEqual({ absolute: "Rebrand-proof design systems | Nexaloom" });
    expect(metadata.description).toBe("Five habits that keep a design system alive.");
    expect(metadata.alternates?.canonical).toBe("https://www.nexaloom.in/blog/design-systems");
    expect(metadata.openGraph?.images).toEqual([
      expect.objectContaining({ url: "https://media.example-cdn.com/cover.png", width: 1200, height: 630 }),
    ]);
    expect(metadata.twitter?.images).toEqual(["https://media.example-cdn.com/cover.png"]);
  });

  it("says noindex and nofollow as the post's own flags say", () => {
    expect(postMetadata({ ...post, noindex: true }).robots).toEqual({ index: false, follow: true });
    expect(postMetadata({ ...post, nofollow: true }).robots).toEqual({ index: true, follow: false });
  });
});
