import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import type { RedisClient } from "@/lib/redis-client.mjs";
import { BLOG_REVALIDATE_SECONDS } from "./cache-tags";
import { PAGE_SIZE, type SlugRedirects } from "./types";

/**
 * The list's version, which every instance compares on each request: in Redis when REDIS_URL is set,
 * so the webhook reaching one instance makes all of them read the list again; in this process alone
 * otherwise. `read` gives undefined when the shared version cannot be read (the list then keeps its
 * time-based refresh).
 */
export type SlugListVersion = { read(): Promise<string | undefined>; bump(): Promise<void> };

/** A Redis that does not answer within this is treated as gone: the proxy must not wait on it. */
const REDIS_TIMEOUT_MS = 300;

const orTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error("Redis timed out"), { code: "ETIMEDOUT" })), ms).unref(),
    ),
  ]);

/**
 * Made once per process (lib/server/blog-runtime.ts). A version that cannot be read leaves each
 * instance on its one-minute refresh; one that cannot be bumped leaves the other instances there until
 * their next refresh: both are logged when they start and when they stop.
 */
export function redisSlugListVersion(client: RedisClient, key: string): SlugListVersion {
  const notice = failureNotice(
    "blog.slug_version_unavailable",
    "the shared version of the published-slug list is out of reach in Redis; instances fall back to a refresh a minute",
  );
  const answered = <T>(value: T) => (notice.recovered(), value);
  const failed = (operation: string) => (error: unknown) => void notice.failed({ operation, ...errorFields(error) });
  return {
    async read() {
      if (!client.isReady) return undefined;
      return orTimeout(client.get(key), REDIS_TIMEOUT_MS).then((value) => answered(value ?? "0"), failed("read"));
    },
    async bump() {
      await orTimeout(client.incr(key), REDIS_TIMEOUT_MS).then(answered, failed("bump"));
    },
  };
}

export function localSlugListVersion(): SlugListVersion {
  let version = 0;
  return {
    read: async () => String(version),
    bump: async () => void (version += 1),
  };
}

export type KnownSlugList = {
  /** true or false when the list could be read; undefined when it never could (the page then decides). */
  isKnown(slug: string): Promise<boolean | undefined>;
  /**
   * The current slug of a renamed post, for a slug isKnown just called unknown; undefined for any
   * other slug. Read from the same list, so it is as fresh.
   */
  renamedTo(slug: string): string | undefined;
  /**
   * How many pages the list has (all posts, or one category's; 0 for a category no published post
   * has), or undefined when the list never could be read.
   */
  archivePages(category?: string): Promise<number | undefined>;
  /** Called by the webhook: every instance reads the list again before its next answer. */
  forget(): Promise<void>;
};

function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

const TTL_MS = BLOG_REVALIDATE_SECONDS * 1000;

/**
 * How long a request waits for the first list an instance loads. A healthy WordPress gives the list (one
 * request per hundred posts, all but the first in parallel) in well under a second; past this one it is
 * slow or down, and the visitor is better off with the page's own 404 now than with WordPress's 8 s
 * timeout. The load goes on in the background either way.
 */
const FIRST_LOAD_WAIT_MS = 1_500;

async function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/** What the proxy reads from WordPress together: the published slugs and the old slugs of renamed posts. */
export type SlugDirectory = {
  slugs: string[];
  redirects: SlugRedirects;
  /** Published posts per category that has any, by slug. */
  categories: Record<string, number>;
};

/**
 * The slugs of the published posts, for the proxy: a request for a slug no post has never reaches
 * the ISR page (which would store a 404 entry per slug, without bound). Read again whenever the shared
 * version moves, and in the background after the ISR window as a net. Only reads: whatever slug is
 * asked for, nothing is written anywhere.
 */
export function createKnownSlugList(
  version: SlugListVersion,
  load: () => Promise<SlugDirectory>,
  firstLoadWaitMs = FIRST_LOAD_WAIT_MS,
): KnownSlugList {
  let slugs: Set<string> | null = null;
  let renamed = new Map<string, string>();
  let categories = new Map<string, number>();
  let loadedVersion: string | undefined;
  let loadedAt = 0;
  let lastLoadFailed = false;
  let stale = false;
  let loading: Promise<void> | null = null;
  const notice = failureNotice(
    "blog.slug_list_failed",
    "the list of published slugs could not be read; the last list answers until it can",
  );

  function refresh(seen: string | undefined): Promise<void> {
    loading ??= load()
      .then((directory) => {
        const live = new Set(directory.slugs.map(decoded));
        slugs = live;
        // A live post keeps its slug whatever old slug it once was, and a redirect only ever leads to a live post.
        renamed = new Map(
          Object.entries(directory.redirects)
            .map(([old, current]) => [decoded(old), decoded(current)] as const)
            .filter(([old, current]) => !live.has(old) && live.has(current)),
        );
        categories = new Map(Object.entries(directory.categories).map(([slug, count]) => [decoded(slug), count]));
        loadedAt = Date.now();
        loadedVersion = seen;
        stale = false;
        lastLoadFailed = false;
        notice.recovered();
      })
      .catch((error: unknown) => {
        lastLoadFailed = true;
        notice.failed(errorFields(error));
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Brings the list up to date as far as the rules below allow; false when there has never been one. */
  async function current(): Promise<boolean> {
    const seen = await version.read();
    const outdated = stale || (seen !== undefined && seen !== loadedVersion);
    // Before the first list, an unknown slug would reach the renderer, which stores a 404 per slug.
    if (!slugs) await waitAtMost(refresh(seen), firstLoadWaitMs);
    // Once a reload has failed since the last good one, WordPress is in trouble: later reloads go on
    // in the background and visitors get the list it gave last, rather than each waiting on a
    // WordPress that may hang until the timeout.
    else if (outdated && !lastLoadFailed) await refresh(seen);
    else if (outdated || Date.now() - loadedAt > TTL_MS) void refresh(seen);
    return slugs !== null;
  }

  return {
    async isKnown(slug: string): Promise<boolean | undefined> {
      return (await current()) && slugs ? slugs.has(decoded(slug)) : undefined;
    },
    async archivePages(category?: string) {
      if (!(await current()) || !slugs) return undefined;
      const posts = category === undefined ? slugs.size : (categories.get(decoded(category)) ?? 0);
      return posts ? Math.ceil(posts / PAGE_SIZE) : category === undefined ? 1 : 0;
    },
    renamedTo(slug: string) {
      return renamed.get(decoded(slug));
    },
    async forget() {
      stale = true;
      await version.bump();
    },
  };
}
