import { MAX_PAGE, parseListQuery } from "./query";

/**
 * The blog's list pages have paths of their own, so crawlers reach every post through plain links:
 * /blog, /blog/page/2, /blog/category/ai, /blog/category/ai/page/2. Pure, so the proxy, the pages and
 * the tests share one spelling.
 */
type ArchiveQuery = { page: number; category?: string };

const BLOG = "/blog";

/** The path of one list page; page 1 is the list's own path, so each list has one URL per page. */
export function archivePath({ page, category }: ArchiveQuery): string {
  const list = category ? `${BLOG}/category/${category}` : BLOG;
  return page > 1 ? `${list}/page/${page}` : list;
}

/**
 * The page number a `/page/<n>` segment names, or null unless it is written the one canonical way
 * (no sign, no leading zero) and is 2 or more: page 1 has no such segment, and any other spelling
 * would be a second URL for the same list.
 */
export function pageFromSegment(segment: string): number | null {
  if (!/^[1-9]\d*$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

const PAGE_ONE = /^(\/blog(?:\/category\/[^/]+)?)\/page\/1$/;

/**
 * Where the proxy sends an old or non-canonical list URL with a 308, as path and query, or null when
 * the URL is already the one to serve:
 * - `/blog?category=ai&page=2` (the list's view as the browser kept it in the query before the lists had
 *   paths) to `/blog/category/ai/page/2`;
 * - with a search, `page` is the page of the search's results, which only the browser shows, so it stays
 *   in the query and only the category moves into the path: `/blog?search=x&category=ai&page=2` to
 *   `/blog/category/ai?search=x&page=2`, and `/blog?search=x&page=2` is served as it is;
 * - `/blog/page/1` to `/blog`, `/blog/category/ai/page/1` to `/blog/category/ai`.
 * Other parameters (utm_source and the like) are kept as they came. The view is read as parseListQuery
 * reads it, leniently: a `page` that is no number in range counts as 1, a category that is no slug is
 * dropped rather than carried into a path.
 */
export function legacyArchiveRedirect(pathname: string, search: URLSearchParams): string | null {
  const pageOne = PAGE_ONE.exec(pathname);
  if (pageOne) return withQuery(pageOne[1]!, search);
  if (pathname !== BLOG || (!search.has("page") && !search.has("category"))) return null;

  // Read as /api/posts and the browser read it, so the redirect lands on the view the old URL showed.
  const { page, search: text, category } = parseListQuery(search);
  if (text && !search.has("category")) return null;
  const params = new URLSearchParams(search);
  params.delete("category");
  if (!text) {
    params.delete("search");
    params.delete("page");
  }
  return withQuery(archivePath({ page: text ? 1 : page, category }), params);
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
