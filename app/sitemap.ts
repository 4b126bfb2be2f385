import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/metadata";
import { routePaths, routes } from "@/lib/routes";

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
  return pages;
}
