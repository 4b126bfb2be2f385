// What Next's incremental cache (ISR pages, the fetch cache, their tags) is kept in, the same on one machine
// and on many: this instance's memory (seeded from the build at boot, lib/server/boot.ts), and with
// REDIS_URL, Redis in front of it, so a revalidateTag on one instance is seen by every instance. Plain
// JavaScript: Next loads lib/cache/cache-handler.mjs outside its bundles.
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { errorFields, failureNotice } from "../failure-notice.mjs";
import { metrics } from "../metrics.mjs";
import { late, orLate } from "../or-late.mjs";
import { processSingleton } from "../process-singleton.mjs";
import { ready, sharedRedis } from "../redis-client.mjs";
import { framework, settings } from "../settings.mjs";
import { buildKey } from "./build-key.mjs";

/** @import { CacheHandlerValue, Handler, SetContext } from "@fortedigital/nextjs-cache-handler/cache-handler.types" */

/** A Redis that does not answer within this is treated as gone: a page must not wait on it. */
const REDIS_TIMEOUT_MS = 300;

/**
 * A tag's expiry is several round trips, one of them (the handler's scan of the tags) without a timeout of
 * its own: past this, the publish goes on to the edge and Redis catches up when it answers again.
 */
const REDIS_EXPIRE_DEADLINE_MS = 2_000;

/**
 * Redis first, this instance's memory second. Every entry this instance reads from Redis or writes is
 * also kept in memory, so while Redis is away the instance serves its last copy (and logs once);
 * the client reconnects by itself and reads go back to Redis as soon as it answers, which is logged
 * once too. Made once per process (inside the cache's configuration), so one outage is two lines.
 *
 * @param {Handler} redis
 * @param {Handler} local
 * @returns {Handler}
 */
export function redisWithLocalCopy(redis, local) {
  // The version (lastModified) of each entry copied to memory: the LRU sizes an entry by serialising
  // it, which costs milliseconds for a page, so an unchanged entry is not copied again on every read.
  /** @type {Map<string, number>} */
  const copied = new Map();
  /** @type {(key: string, value: CacheHandlerValue, ctx?: SetContext) => Promise<void>} */
  const keep = async (key, value, ctx) => {
    if (copied.size > 10_000) copied.clear();
    copied.set(key, value.lastModified);
    await local.set(key, value, ctx);
  };
  const notice = failureNotice(
    "cache.redis_unavailable",
    "Redis unavailable; serving this instance's local copy until it returns",
    { event: "cache.redis_back", message: "Redis is back; the shared cache is in use again" },
  );
  /** @type {(operation: string, error: unknown) => void} */
  const failed = (operation, error) => {
    metrics().cacheErrors.inc({ operation });
    notice.failed({ operation, ...errorFields(error) });
  };
  // A write that fails is not retried: the local copy has it, and the next write of the entry goes to Redis.
  /** @type {(operation: string, done: Promise<void>) => Promise<void>} */
  const write = (operation, done) =>
    done.then(
      () => notice.recovered(),
      (error) => failed(operation, error),
    );
  return {
    name: "redis-with-local-copy",
    async get(key, meta) {
      let value;
      try {
        value = await redis.get(key, meta);
      } catch (error) {
        failed("get", error);
        return local.get(key, meta);
      }
      notice.recovered();
      if (value && copied.get(key) !== value.lastModified) await keep(key, value);
      return value;
    },
    async set(key, value, ctx) {
      await keep(key, value, ctx);
      await write("set", redis.set(key, value, ctx));
    },
    async revalidateTag(tag) {
      copied.clear();
      await local.revalidateTag(tag);
      const done = await orLate(write("revalidateTag", redis.revalidateTag(tag)), REDIS_EXPIRE_DEADLINE_MS);
      if (done === late) failed("revalidateTag", Object.assign(new Error("no answer in time"), { code: "ETIMEDOUT" }));
    },
    async delete(key) {
      copied.delete(key);
      await local.delete?.(key);
      if (redis.delete) await write("delete", redis.delete(key));
    },
  };
}

/**
 * The cache's handlers, made once per process: Next's copy of the handler and the webhook's bundled
 * code find the same ones (lib/process-singleton.mjs).
 */
export const cacheConfig = () =>
  processSingleton("nexaloom.cacheConfig", async () => {
    const local = createLruHandler();
    // The build writes its pages to disk as usual; the running instances seed the cache from them.
    const { redisUrl } = settings();
    if (framework.isBuild() || !redisUrl) return { handlers: [local] };

    // The process's one client, shared with the rate limiter and the known-slug list.
    const client = sharedRedis(redisUrl);
    // Start even when Redis is not there yet: the reconnect loop keeps going in the background.
    await ready(client, 2_000);
    // One prefix per build: instances of one build share entries, a new build starts clean.
    const keyPrefix = `nexaloom:${buildKey(settings())}:`;
    const redis = createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS });
    return { handlers: [redisWithLocalCopy(redis, local)] };
  });

/**
 * Drops every entry tagged with one of `tags` from the cache the instances read, and resolves once that
 * is done. Next runs a route handler's revalidateTag only after the response, with no public way to
 * await it; the webhook must know the pages are gone before it has the edge refetch them. Next's own
 * pass follows and finds them gone.
 *
 * @param {string[]} tags
 */
export async function expireTags(tags) {
  const { handlers } = await cacheConfig();
  await Promise.all(handlers.flatMap((handler) => tags.map((tag) => handler.revalidateTag(tag))));
}
