import "server-only";
import { knownSlugs } from "@/lib/server/blog-runtime";
import type { KnownSlugList } from "./known-slug-list";

/**
 * The static page that answers every unknown slug (app/blog/-unknown-post), so the ISR cache holds no
 * entry per slug tried. WordPress slugs never start with a dash, so no post can take its path.
 */
export const UNKNOWN_POST_PATH = "/blog/-unknown-post";

export type UnknownPostAnswer = { kind: "rewrite"; pathname: string } | { kind: "not-stored" };

/** A post's page and its share card: both are rendered and stored per slug. */
const POST_PATH = /^\/blog\/([^/]+)(?:\/opengraph-image(?:-[\w-]+)?)?$/;

/**
 * What the proxy does with `/blog/<slug>` (or its share card) when no published post has that slug:
 * rewrite it to the one static not-found page with status 404, and mark the answer not to be stored.
 * Only an editor with a signed preview session (`previewing`) is let through to an unpublished post.
 * Next keeps a Cache-Control header the proxy set. The static page itself gets both when it comes back
 * through the proxy: Next sends a rewrite over HTTP when `next start -H` names a host other than the
 * one in the request URL, and a direct request for it must not answer 200 either.
 */
export async function unknownPostAnswer(
  pathname: string,
  previewing: boolean,
  known: KnownSlugList = knownSlugs(),
): Promise<UnknownPostAnswer | null> {
  if (pathname === UNKNOWN_POST_PATH) return { kind: "not-stored" };
  const slug = POST_PATH.exec(pathname)?.[1];
  if (!slug || previewing) return null;
  return (await known.isKnown(slug)) === false ? { kind: "rewrite", pathname: UNKNOWN_POST_PATH } : null;
}
