import { routes } from "@/content/routes";

/** WordPress's own paths that are not a post: left where they are. */
const WORDPRESS_PATH = /^\/(wp-content|wp-admin|wp-includes|wp-json|wp-login\.php|xmlrpc\.php|feed|comments)(\/|$)/;

/** `/<slug>/`, or under a date as WordPress's date-based permalinks write it: `/2026/11/<slug>/`. */
const POST_PERMALINK = /^\/(?:\d{4}\/(?:\d{2}\/){0,2})?([^/]+)\/?$/;

const CATEGORY = /^\/category\/([^/]+)\/?$/;

/**
 * The site's path for a page of the WordPress front end (a post's permalink, a category, the home
 * page), or undefined when the site has no such page. Permalinks of the form `/%postname%/`, as the
 * site's WordPress uses, and the date-based forms.
 */
export function siteBlogPath(pathname: string): string | undefined {
  if (pathname === "/" || pathname === "") return "/blog";
  if (WORDPRESS_PATH.test(pathname)) return undefined;
  const category = CATEGORY.exec(pathname)?.[1];
  if (category) return `/blog/category/${category}`;
  const slug = POST_PERMALINK.exec(pathname)?.[1];
  return slug && !/^\d+$/.test(slug) ? `/blog/${slug}` : undefined;
}

/** A path the site answers: a route of the table, or anything under /blog. */
export function isSitePath(pathname: string): boolean {
  return pathname in routes || pathname === "/blog" || pathname.startsWith("/blog/");
}
