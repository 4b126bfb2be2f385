import "server-only";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ready, type RedisClient } from "@/lib/redis-client.mjs";
import { addressBlock } from "./address-block";
import { clientAddress } from "./client-address";
import { createLru } from "./lru";

type Limits = { limit: number; windowMs: number };

/** The existing per-minute limit's keys in Redis; other counts (lib/server/held-caps.ts) keep their own prefix. */
const RATE_PREFIX = "nexaloom:rate";

/** Resolves true when the client behind `key` may send one more submission now. */
export type RateLimiter = (key: string) => Promise<boolean>;

/** Clients one instance remembers at most; a flood of new keys evicts the least recently seen. */
const MAX_TRACKED_CLIENTS = 10_000;
/** Longer keys are cut: a key is a path and an address, and a made-up header must not cost more. */
export const MAX_KEY_LENGTH = 200;

const capped = (key: string) => key.slice(0, MAX_KEY_LENGTH);

/**
 * A sliding-window limit per client in this instance's memory: at most `limit` times per key and
 * MAX_TRACKED_CLIENTS keys, so memory and time per request stay fixed whatever keys arrive.
 */
export function createMemoryLimiter({ limit, windowMs }: Limits, maxKeys = MAX_TRACKED_CLIENTS) {
  const hits = createLru<number[]>(maxKeys);
  return function allow(key: string, now = Date.now()): boolean {
    const recent = (hits.get(capped(key)) ?? []).filter((time) => now - time < windowMs);
    const allowed = recent.length < limit;
    if (allowed) recent.push(now);
    hits.set(capped(key), recent);
    return allowed;
  };
}

/**
 * The limit counted in Redis, so it holds across every instance behind the balancer (a fixed window
 * of windowMs per client). While Redis is unreachable each instance counts in its own memory.
 */
export function createRedisLimiter(
  limits: Limits,
  client: RedisClient,
  { keyPrefix = RATE_PREFIX, notice = "rate_limit.redis_unavailable" } = {},
): RateLimiter {
  const fallback = createMemoryLimiter(limits);
  let limiter: RateLimiterRedis | undefined;
  const redisNotice = failureNotice(
    notice,
    "Redis did not count a submission; this instance counts in memory until it answers",
  );
  return async function allow(key) {
    // Only the very first request waits (briefly) for the connection, so an instance's first requests
    // are counted in Redis like the rest; during a later outage the memory fallback answers at once.
    if (!limiter) await ready(client, 1_000);
    limiter ??= new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix,
      points: limits.limit,
      duration: Math.ceil(limits.windowMs / 1000),
    });
    try {
      await limiter.consume(capped(key));
      redisNotice.recovered();
      return true;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return false;
      redisNotice.failed(errorFields(outcome));
      return fallback(key);
    }
  };
}

/** The receiver's path and the client's address block: each receiver keeps its own count, as it does in memory. */
export function limitKey(request: Request): string {
  return `${new URL(request.url).pathname} ${addressBlock(clientAddress(request))}`;
}
