// Next's incremental cache (ISR pages, fetch cache, tags) shared through Redis when REDIS_URL is set,
// so a revalidateTag on one instance is seen by every instance. next.config.mjs only names this file
// when REDIS_URL is set; without it Next keeps its own per-instance disk and memory cache.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { log } from "../log.mjs";
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
 * the client reconnects by itself and reads go back to Redis as soon as it answers.
 */
function redisWithLocalCopy(redis, local, client) {
  let down = false;
  // The version (lastModified) of each entry copied to memory: the LRU sizes an entry by serialising
  // it, which costs milliseconds for a page, so an unchanged entry is not copied again on every read.
  const copied = new Map();
  const keep = async (key, value, ctx) => {
    if (copied.size > 10_000) copied.clear();
    copied.set(key, value.lastModified);
    await local.set(key, value, ctx);
  };
  const failed = (operation, error) => {
    metrics().cacheErrors.inc({ operation });
    if (!down)
      log().warn(
        { event: "cache.redis_unavailable", operation, code: error?.code },
        "Redis unavailable; serving this instance's local copy until it returns",
      );
    down = true;
  };
  client.on("ready", () => {
    if (down) log().info({ event: "cache.redis_back" }, "Redis is back; the shared cache is in use again");
    down = false;
  });
  return {
    name: "redis-with-local-copy",
    async get(key, meta) {
      try {
        const value = await redis.get(key, meta);
        if (value && copied.get(key) !== value.lastModified) await keep(key, value);
        return value;
      } catch (error) {
        failed("get", error);
        return local.get(key, meta);
      }
    },
    async set(key, value, ctx) {
      await keep(key, value, ctx);
      await redis.set(key, value, ctx).catch((error) => failed("set", error));
    },
    async revalidateTag(tag) {
      copied.clear();
      await local.revalidateTag(tag);
      await redis.revalidateTag(tag).catch((error) => failed("revalidateTag", error));
    },
    async delete(key) {
      copied.delete(key);
      await local.delete?.(key);
      await redis.delete?.(key).catch((error) => failed("delete", error));
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
    return { handlers: [redisWithLocalCopy(redis, local, client)] };
  }),
);

export default CacheHandler;
