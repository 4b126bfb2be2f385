import fs from "node:fs";
import path from "node:path";
import { bundledPosts } from "../../content/blog/posts";
import { caseStudies } from "../../content/case-studies";
import { aliases, routePaths, routes, type RoutePath } from "../../lib/routes";

const appDir = path.join(__dirname, "../../app");

/**
 * Whether a route's page has been built yet: routes land one issue at a time, and the route-wide
 * suites cover each page from the moment its page file exists.
 */
export function isBuilt(route: RoutePath): boolean {
  return fs.existsSync(path.join(appDir, route === "/" ? "" : route, "page.tsx"));
}

export const canonicalPaths = routePaths.filter(isBuilt);
export const indexablePaths = canonicalPaths.filter((route) => !("noindex" in routes[route]));
export const aliasEntries = Object.entries(aliases).filter(([, target]) => isBuilt(target));
export const notFoundPath = "/this-page-does-not-exist";
/** A slug no post has: the proxy answers it with the blog's own 404 page. */
export const unknownPostPath = "/blog/no-such-post-anywhere";

/** One page of each dynamic kind, so the route-wide suites cover the templates too. */
export const detailPaths = [`/blog/${bundledPosts[0]!.slug}`, `/portfolio/case-studies/${caseStudies[0]!.slug}`];

export const pagePaths = [...canonicalPaths, ...detailPaths];
