import { caseStudies } from "@/content/case-studies";
import type { BlogCategory, PostStub } from "@/lib/blog/types";
import { routePaths, routes } from "@/lib/routes";
import { xmlText } from "@/lib/xml-text";

type Entry = { url: string; lastModified?: string; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number };

/**
 * Canonical routes only: aliases point at these, and noindex pages are left out, a post its editor
 * marked noindex too. Each category's archive is listed, so crawlers reach older posts by links of
 * their own and not only through this list.
 */
export function sitemapEntries(posts: PostStub[], categories: BlogCategory[], origin: URL | string): Entry[] {
  const pages = routePaths
    .filter((path) => !("noindex" in routes[path]))
    .map((path) => ({
      url: new URL(path, origin).href,
      changeFrequency: path === "/" ? ("weekly" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.split("/").length === 2 ? 0.8 : 0.6,
    }));
  const studies = caseStudies.map((study) => ({
    url: new URL(`/portfolio/case-studies/${study.slug}`, origin).href,
    changeFrequency: "yearly" as const,
    priority: 0.5,
  }));
  const archives = categories.map((category) => ({
    url: new URL(`/blog/category/${category.slug}`, origin).href,
    changeFrequency: "weekly" as const,
    priority: 0.4,
  }));
  const blog = posts
    .filter((post) => !post.noindex)
    .map((post) => ({
      url: new URL(`/blog/${post.slug}`, origin).href,
      lastModified: post.modified,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    }));
  return [...pages, ...studies, ...archives, ...blog];
}

/** The sitemaps.org document for those entries. */
export function sitemapXml(entries: Entry[]): string {
  const url = ({ url, lastModified, changeFrequency, priority }: Entry) =>
    [
      "<url>",
      `<loc>${xmlText(url)}</loc>`,
      ...(lastModified ? [`<lastmod>${xmlText(lastModified)}</lastmod>`] : []),
      `<changefreq>${changeFrequency}</changefreq>`,
      `<priority>${priority}</priority>`,
      "</url>",
    ].join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(url),
    "</urlset>",
    "",
  ].join("\n");
}
