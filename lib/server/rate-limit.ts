import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { clientAddress } from "./client-address";
import { ready, sharedRedis } from "./redis";

type Limits = { limit: number; windowMs: number };

/**
 * A sliding-window limit per client kept in memory: enough for one instance; several instances
 * behind a balancer would each allow the limit.
 */
function createMemoryLimiter({ limit, windowMs }: Limits) {
  const hits = new Map<string, number[]>();
  return function allow(key: string, now = Date.now()): boolean {
    const recent = (hits.get(key) ?? []).filter((time) => now - time < windowMs);
    if (recent.length >= limit) {
      hits.set(key, recent);
      return false;
    }
    recent.push(now);
    hits.set(key, recent);
    if (hits.size > 10_000) {
      for (const [client, times] of hits) if (!times.some((time) => now - time < windowMs)) hits.delete(client);
    }
    return true;
  };
}

/**
 * The limit counted in Redis, so it holds across every instance behind the balancer (a fixed
 * window of windowMs per client). While Redis is unreachable each instance counts in its own memory.
 */
function createRedisLimiter({ limit, windowMs }: Limits) {
  const duration = Math.ceil(windowMs / 1000);
  let limiter: RateLimiterRedis | undefined;
  // Made on first use, so a build (which imports the receivers) never opens a connection.
  const shared = async () => {
    const client = sharedRedis()!;
    // Only the very first connection is waited for (briefly), so an instance's first requests are
    // counted in Redis like the rest; during a later outage the memory fallback answers at once.
    if (!limiter) await ready(client, 1_000);
    limiter ??= new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: "nexaloom:rate",
      points: limit,
      duration,
      insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
    });
    return limiter;
  };
  return async function allow(key: string): Promise<boolean> {
    try {
      await (await shared()).consume(key);
      return true;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return false;
      throw outcome;
    }
  };
}

/** Per-client limit: in Redis when REDIS_URL is set, else in this instance's memory. */
export function createRateLimiter(limits: Limits): (key: string) => Promise<boolean> {
  if (process.env.REDIS_URL) return createRedisLimiter(limits);
  const allow = createMemoryLimiter(limits);
  return async (key) => allow(key);
}

/** The receiver's path and the client: each receiver keeps its own count, as it does in memory. */
export function limitKey(request: Request): string {
  return `${new URL(request.url).pathname.slice(0, 64)} ${clientAddress(request)}`;
}
