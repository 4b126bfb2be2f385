import { aliases, routePaths, routes } from "../../lib/routes";

/** Every canonical route, plus a representative blog post, a case study and the not-found page. */
export const canonicalPaths = routePaths;
export const indexablePaths = routePaths.filter((path) => !("noindex" in routes[path]));
export const aliasEntries = Object.entries(aliases);
export const notFoundPath = "/this-page-does-not-exist";
