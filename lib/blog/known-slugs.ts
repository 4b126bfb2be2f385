import { blogSource } from "./index";
import { BLOG_REVALIDATE_SECONDS } from "./cache-tags";

/**
 * The slugs of the published posts, held in memory for the proxy so that a request for a slug no post
 * has never reaches the ISR page (which would store a 404 entry per slug, without bound). Fresh for
 * the ISR window, refreshed in the background after it, and dropped at once by the revalidate webhook
 * so a new post is reachable on the next request. Kept on globalThis: the proxy and the route handlers
 * are separate bundles in one process.
 */
type State = { slugs: Set<string> | null; loadedAt: number; stale: boolean; loading: Promise<void> | null };

const key = Symbol.for("nexaloom.blog.knownSlugs");
const store = globalThis as typeof globalThis & { [key]?: State };
const state = (): State => (store[key] ??= { slugs: null, loadedAt: 0, stale: false, loading: null });

const TTL_MS = BLOG_REVALIDATE_SECONDS * 1000;

function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

function refresh(current: State, load: () => Promise<string[]>): Promise<void> {
  current.loading ??= load()
    .then((slugs) => {
      current.slugs = new Set(slugs.map(decoded));
      current.loadedAt = Date.now();
      current.stale = false;
    })
    .catch(() => undefined)
    .finally(() => {
      current.loading = null;
    });
  return current.loading;
}

const allSlugs = async () => (await blogSource().listStubs()).map((stub) => stub.slug);

/** true or false when the list could be read; undefined when it never could (the page then decides). */
export async function isKnownSlug(slug: string, load: () => Promise<string[]> = allSlugs): Promise<boolean | undefined> {
  const current = state();
  if (!current.slugs || current.stale) await refresh(current, load);
  else if (Date.now() - current.loadedAt > TTL_MS) void refresh(current, load);
  return current.slugs ? current.slugs.has(decoded(slug)) : undefined;
}

/** Called by /api/revalidate: the next request reads the list again before answering. */
export function forgetKnownSlugs(): void {
  state().stale = true;
}

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
 * Only an editor with a signed preview session (`previewing`) is let through to an unpublished post. Next keeps a
 * Cache-Control header the proxy set. The static page itself gets both when it comes back through the
 * proxy: Next sends a rewrite over HTTP when `next start -H` names a host other than the one in the
 * request URL, and a direct request for it must not answer 200 either.
 */
export async function unknownPostAnswer(pathname: string, previewing: boolean): Promise<UnknownPostAnswer | null> {
  if (pathname === UNKNOWN_POST_PATH) return { kind: "not-stored" };
  const slug = POST_PATH.exec(pathname)?.[1];
  if (!slug || previewing) return null;
  return (await isKnownSlug(slug)) === false ? { kind: "rewrite", pathname: UNKNOWN_POST_PATH } : null;
}
