// Next's incremental cache (ISR pages, fetch cache, tags) shared through Redis when REDIS_URL is set,
// so a revalidateTag on one instance is seen by every instance. next.config.mjs only names this file
// when REDIS_URL is set; without it Next keeps its own per-instance disk and memory cache.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { errorFields, failureNotice } from "../failure-notice.mjs";
import { metrics } from "../metrics.mjs";
import { processSingleton } from "../process-singleton.mjs";
import { ready, sharedRedis } from "../redis-client.mjs";
import { framework, settings } from "../settings.mjs";
import { buildKey } from "./build-key.mjs";

/** A Redis that does not answer within this is treated as gone: a page must not wait on it. */
const REDIS_TIMEOUT_MS = 300;

/**
 * Redis first, this instance's memory second. Every entry this instance reads from Redis or writes is
 * also kept in memory, so while Redis is away the instance serves its last copy (and logs once);
 * the client reconnects by itself and reads go back to Redis as soon as it answers, which is logged
 * once too. Made once per process (inside the cache's configuration), so one outage is two lines.
 */
export function redisWithLocalCopy(redis, local) {
  // The version (lastModified) of each entry copied to memory: the LRU sizes an entry by serialising
  // it, which costs milliseconds for a page, so an unchanged entry is not copied again on every read.
  const copied = new Map();
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
  const failed = (operation, error) => {
    metrics().cacheErrors.inc({ operation });
    notice.failed({ operation, ...errorFields(error) });
  };
  // A write that fails is not retried: the local copy has it, and the next write of the entry goes to Redis.
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
      await write("revalidateTag", redis.revalidateTag(tag));
    },
    async delete(key) {
      copied.delete(key);
      await local.delete?.(key);
      if (redis.delete) await write("delete", redis.delete(key));
    },
  };
}

CacheHandler.onCreation(() =>
  processSingleton("nexaloom.cacheConfig", async () => {
    const local = createLruHandler();
    // The build writes its pages to disk as usual; the running instances seed Redis from them.
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
  }),
);

export default CacheHandler;
