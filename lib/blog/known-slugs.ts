import { runtime } from "@/lib/server/runtime";
import type { KnownSlugList } from "./known-slug-list";

/**
 * The static page that answers every unknown slug (app/blog/-unknown-post), so the ISR cache holds no
 * entry per slug tried. WordPress slugs never start with a dash, so no post can take its path.
 */
export const UNKNOWN_POST_PATH = "/blog/-unknown-post";

/** Next's Draft Mode cookie: previews of unpublished posts must reach the page. */
const DRAFT_MODE_COOKIE = "__prerender_bypass";

export type UnknownPostAnswer = { kind: "rewrite"; pathname: string } | { kind: "not-stored" };

/**
 * What the proxy does with `/blog/<slug>` when no published post has that slug: rewrite it to the one
 * static not-found page with status 404, and mark the answer not to be stored. Next keeps a
 * Cache-Control header the proxy set. The static page itself gets both when it comes back through the
 * proxy: Next sends a rewrite over HTTP when `next start -H` names a host other than the one in the
 * request URL, and a direct request for it must not answer 200 either.
 */
export async function unknownPostAnswer(pathname: string, cookieNames: string[], known: KnownSlugList = runtime().knownSlugs): Promise<UnknownPostAnswer | null> {
  if (pathname === UNKNOWN_POST_PATH) return { kind: "not-stored" };
  const slug = /^\/blog\/([^/]+)$/.exec(pathname)?.[1];
  if (!slug || cookieNames.includes(DRAFT_MODE_COOKIE)) return null;
  return (await known.isKnown(slug)) === false ? { kind: "rewrite", pathname: UNKNOWN_POST_PATH } : null;
}
