/**
 * The route table (its pages live in content/routes.ts) and the alias map.
 * The proxy, the sitemap, page metadata and the e2e route tests all read it.
 */
import { routes, type RoutePath } from "@/content/routes";

export { routes, type RouteInfo, type RoutePath } from "@/content/routes";

/** Paths that show another route's page under their own URL; the page's canonical names the target. */
export const aliases: Record<string, RoutePath> = {
  "/Website-development": "/services/web-development",
  "/pages/portfolio": "/portfolio",
  "/career": "/careers",
  "/android-app-development": "/services/mobile-app",
  "/iOS-app-development": "/services/mobile-app",
  "/who-we-are": "/supportcenter",
  "/award": "/supportcenter",
};

export const routePaths = Object.keys(routes) as RoutePath[];
