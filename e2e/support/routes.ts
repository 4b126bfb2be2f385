import { bundledCategories } from "../../content/blog/categories";
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

/**
 * The blog's own list pages past /blog (issue 42), one of each kind in the bundled posts: a later page
 * and a category's first page. Each has its own title, description and canonical, like a route of the table.
 */
export const archivePaths = ["/blog/page/2", `/blog/category/${bundledCategories[0]!.slug}`];

/** In the bundled posts and the seeded WordPress alike: a long code line, a seven-column table, a video embed. */
export const widePostPath = "/blog/cloud-cost-review-playbook";

/** Every page a visitor can land on, as the suites that look at whole pages see them: the route table, the
 * templates' detail pages and the post with the widest content. */
export const lookedAtPaths = [...new Set([...pagePaths, widePostPath])];
