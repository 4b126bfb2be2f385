import "server-only";
import { knownSlugs } from "@/lib/server/blog-runtime";
import { pageFromSegment } from "./archive-paths";
import type { KnownSlugList } from "./known-slug-list";

/**
 * The static page that answers every unknown slug (app/blog/-unknown-post), so the ISR cache holds no
 * entry per slug tried. WordPress slugs never start with a dash, so no post can take its path.
 */
export const UNKNOWN_POST_PATH = "/blog/-unknown-post";

/**
 * A path no route matches: Next answers it with the site's static not-found page, so a list page that
 * does not exist leaves no entry in the route cache either.
 */
export const UNKNOWN_PAGE_PATH = "/-unknown-page";

/** The list pages: /blog/page/<n>, /blog/category/<slug> and /blog/category/<slug>/page/<n>. */
const ARCHIVE_PATH = /^\/blog(?:\/category\/([^/]+))?(?:\/page\/([^/]+))?$/;

type UnknownPostAnswer =
  | { kind: "rewrite"; pathname: string }
  | { kind: "not-stored" }
  | { kind: "renamed"; pathname: string; slugs: { old: string; current: string } };

/** A post's page and its share card: both are rendered and stored per slug. */
const POST_PATH = /^\/blog\/([^/]+)(\/opengraph-image(?:-[\w-]+)?)?$/;

/**
 * What the proxy does with `/blog/<slug>` (or its share card) when no published post has that slug:
 * rewrite it to the one static not-found page with status 404, and mark the answer not to be stored.
 * Only an editor with a signed preview session (`previewing`) is let through to an unpublished post.
 * The old slug of a renamed post (WordPress's `_wp_old_slug`) is sent on to the post's current address
 * instead, as WordPress's own front end does, so links already shared keep working.
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
  const [, category, pageSegment] = ARCHIVE_PATH.exec(pathname) ?? [];
  if (category !== undefined || pageSegment !== undefined) return unknownArchive(category, pageSegment, known);
  const [, slug, card = ""] = POST_PATH.exec(pathname) ?? [];
  if (!slug || previewing) return null;
  if ((await known.isKnown(slug)) !== false) return null;
  const current = known.renamedTo(slug);
  if (current)
    return { kind: "renamed", pathname: `/blog/${encodeURIComponent(current)}${card}`, slugs: { old: slug, current } };
  return { kind: "rewrite", pathname: UNKNOWN_POST_PATH };
}

/**
 * A list page that does not exist (a page number past the last page or spelt another way, a category
 * no published post has) is answered with the not-found page here, like an unknown slug, rather than
 * by the ISR route, which would store a 404 for every number and word tried.
 */
async function unknownArchive(
  category: string | undefined,
  pageSegment: string | undefined,
  known: KnownSlugList,
): Promise<UnknownPostAnswer | null> {
  const page = pageSegment === undefined ? 1 : pageFromSegment(pageSegment);
  const pages = page === null ? 0 : await known.archivePages(category);
  if (pages === undefined || (page !== null && page <= pages)) return null;
  return { kind: "rewrite", pathname: UNKNOWN_PAGE_PATH };
}
