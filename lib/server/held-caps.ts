import "server-only";
import type { RedisClient } from "@/lib/redis-client.mjs";
import type { Settings } from "@/lib/settings.mjs";
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from "./rate-limit";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Why a held post was turned away, as the submissions counter's reason: the client's daily cap, or the
 * receiver's hourly ceiling. Undefined: it may be kept.
 */
export type HeldRefusal = "held_cap" | "held_ceiling";

/**
 * Asked for held posts only, after they have been checked and found held: a post shown to come from a
 * person never counts, nor is refused here. `receiver` is the receiver's path, `client` its limit key
 * (path and address block, lib/server/rate-limit.ts limitKey).
 */
export type HeldCaps = (receiver: string, client: string) => Promise<HeldRefusal | undefined>;

function counter(limits: { limit: number; windowMs: number }, client: RedisClient | undefined, keyPrefix: string) {
  const memory = createMemoryLimiter(limits);
  const counted: RateLimiter = client
    ? createRedisLimiter(limits, client, { keyPrefix, notice: "held_caps.redis_unavailable" })
    : async (key) => memory(key);
  return counted;
}

/**
 * The caps on held posts (settings' heldCaps): per client per day, per receiver per hour. Counted in
 * Redis across instances (prefixes apart from the per-minute limit's), each instance's memory without
 * it or while it is away. A client past its cap does not count against the receiver's ceiling.
 */
export function createHeldCaps(
  { dailyPerClient, hourlyPerReceiver }: Settings["heldCaps"],
  client?: RedisClient,
): HeldCaps {
  const perClient = counter({ limit: dailyPerClient, windowMs: DAY_MS }, client, "nexaloom:held:client");
  const perReceiver = counter({ limit: hourlyPerReceiver, windowMs: HOUR_MS }, client, "nexaloom:held:receiver");
  return async (receiver, clientKey) => {
    if (!(await perClient(clientKey))) return "held_cap";
    if (!(await perReceiver(receiver))) return "held_ceiling";
    return undefined;
  };
}
