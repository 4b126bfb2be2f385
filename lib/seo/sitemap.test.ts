/** @jest-environment node */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { sitemapEntries, sitemapXml } from "./sitemap";

const origin = new URL("https://www.nexaloom.in");

const stub = (slug: string, noindex = false) => ({ slug, modified: "2026-03-04T12:00:00.000Z", noindex });

const blogUrls = (entries: ReturnType<typeof sitemapEntries>) =>
  entries.map((entry) => entry.url).filter((url) => url.startsWith("https://www.nexaloom.in/blog/"));

describe("sitemapEntries", () => {
  it("lists each post with its last edit, and leaves out a post its editor marked noindex", () => {
    const entries = sitemapEntries(
      [stub("shipping-faster"), stub("internal-memo", true), stub("design-systems")],
      [],
      origin,
    );
    expect(blogUrls(entries)).toEqual([
      "https://www.nexaloom.in/blog/shipping-faster",
      "https://www.nexaloom.in/blog/design-systems",
    ]);
    expect(entries.find((entry) => entry.url.endsWith("/blog/shipping-faster"))).toEqual({
      url: "https://www.nexaloom.in/blog/shipping-faster",
      lastModified: "2026-03-04T12:00:00.000Z",
      changeFrequency: "monthly",
      priority: 0.5,
    });
  });

  it("lists each category's archive at /blog/category/<slug>", () => {
    const entries = sitemapEntries(
      [stub("shipping-faster")],
      [
        { id: 3, slug: "ai", name: "AI" },
        { id: 7, slug: "web-development", name: "Web Development" },
      ],
      origin,
    );
    expect(blogUrls(entries)).toEqual([
      "https://www.nexaloom.in/blog/category/ai",
      "https://www.nexaloom.in/blog/category/web-development",
      "https://www.nexaloom.in/blog/shipping-faster",
    ]);
    expect(entries.find((entry) => entry.url.endsWith("/blog/category/ai"))).toEqual({
      url: "https://www.nexaloom.in/blog/category/ai",
      changeFrequency: "weekly",
      priority: 0.4,
    });
  });

  it("still lists the site's pages with no posts and no categories (WordPress unreachable at build)", () => {
    const urls = sitemapEntries([], [], origin).map((entry) => entry.url);
    expect(urls).toContain("https://www.nexaloom.in/");
    expect(urls).toContain("https://www.nexaloom.in/blog");
    expect(urls.filter((url) => url.startsWith("https://www.nexaloom.in/blog/"))).toEqual([]);
  });
});

describe("sitemapXml", () => {
  it("writes a valid sitemaps.org document with the archives and posts as <url> entries", () => {
    const xml = sitemapXml(
      sitemapEntries(
        [stub("shipping-faster"), stub("internal-memo", true)],
        [{ id: 3, slug: "ai", name: "AI" }],
        origin,
      ),
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = new XMLParser({ isArray: (name) => name === "url" }).parse(xml) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const locs = urlset.url.map((entry) => entry.loc);
    expect(locs).toContain("https://www.nexaloom.in/blog/category/ai");
    expect(locs).toContain("https://www.nexaloom.in/blog/shipping-faster");
    expect(locs).not.toContain("https://www.nexaloom.in/blog/internal-memo");
    expect(urlset.url.find((entry) => entry.loc.endsWith("/shipping-faster"))?.lastmod).toBe(
      "2026-03-04T12:00:00.000Z",
    );
  });
});
