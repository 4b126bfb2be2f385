import type { PostListQuery } from "./types";

/** The furthest page a URL may ask for, well past any list the blog will have. */
export const MAX_PAGE = 1000;
const MAX_SEARCH = 100;

/**
 * The list view as it appears in a URL (?page=2&search=flutter&category=ai), read leniently: a value
 * that makes no sense falls back to its default rather than failing. Shared by /api/posts and the
 * browser, so a shared link shows the same view the server would.
 */
export function parseListQuery(params: URLSearchParams): PostListQuery {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  const search = (params.get("search") ?? "").trim().slice(0, MAX_SEARCH);
  const category = params.get("category") ?? "";
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    ...(search ? { search } : {}),
    ...(/^[\w%-]{1,200}$/.test(category) ? { category } : {}),
  };
}

/** The inverse of parseListQuery, leaving defaults out so the plain /blog URL stays plain. */
export function listQueryString({ page, search, category }: PostListQuery): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
