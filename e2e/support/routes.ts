import { bundledPosts } from "../../content/blog/posts";
import { caseStudies } from "../../content/case-studies";
import { aliases, routePaths, routes } from "../../lib/routes";

/** Every route of the route table, so a page that is missing fails the route-wide suites. */
export const canonicalPaths = routePaths;
export const indexablePaths = canonicalPaths.filter((route) => !("noindex" in routes[route]));
export const aliasEntries = Object.entries(aliases);
export const notFoundPath = "/this-page-does-not-exist";
/** A slug no post has: the proxy answers it with the blog's own 404 page. */
export const unknownPostPath = "/blog/no-such-post-anywhere";

/** One page of each dynamic kind, so the route-wide suites cover the templates too. */
export const detailPaths = [`/blog/${bundledPosts[0]!.slug}`, `/portfolio/case-studies/${caseStudies[0]!.slug}`];

export const pagePaths = [...canonicalPaths, ...detailPaths];
