import type { MetadataRoute } from "next";
import { caseStudies } from "@/content/case-studies";
import { blogSource, duringBuildTolerate } from "@/lib/blog";
import { siteUrl } from "@/lib/metadata";
import { routePaths, routes } from "@/lib/routes";

/** New posts appear within a minute, or at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

/** Canonical routes only: aliases point at these, and noindex pages are left out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
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
  const posts = (await duringBuildTolerate(() => blogSource().listStubs(), [])).map((post) => ({
    url: new URL(`/blog/${post.slug}`, origin).href,
    lastModified: post.modified,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...pages, ...studies, ...posts];
}
