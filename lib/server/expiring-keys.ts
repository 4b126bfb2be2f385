import "server-only";
import { errorFields, type FailureNotice } from "@/lib/failure-notice.mjs";
import { ready, type RedisClient } from "@/lib/redis-client.mjs";
import { createLru } from "./lru";

type Options = {
  /** Shared by every instance when set; each instance's memory while it is away, or without it. */
  redis: RedisClient | undefined;
  /** Redis key prefix, one per use. */
  prefix: string;
  /** Keys one instance remembers at most; a flood of new ones evicts the oldest. */
  maxKeys: number;
  /** Logged once when Redis stops answering, and again when it answers. */
  notice: FailureNotice;
};

/**
 * Keys with a value until a time: in Redis (SET NX with an expiry), so every instance sees the same, and
 * also in this instance's bounded memory, which answers while Redis is away.
 */
export function createExpiringKeys({ redis, prefix, maxKeys, notice }: Options) {
  const memory = createLru<{ value: string; until: number }>(maxKeys);
  const live = (key: string) => {
    const entry = memory.get(key);
    return entry && entry.until > Date.now() ? entry.value : undefined;
  };
  const rememberHere = (key: string, value: string, until: number) => {
    const held = live(key);
    if (held === undefined) memory.set(key, { value, until });
    return held;
  };
  // Only the first use waits (briefly) for the connection; during a later outage memory answers at once.
  let waited = false;
  async function shared<T>(run: (client: RedisClient) => Promise<T>, instead: () => T): Promise<T> {
    if (!redis) return instead();
    try {
      if (!waited) await ready(redis, 1_000);
      waited = true;
      const result = await run(redis);
      notice.recovered();
      return result;
    } catch (error) {
      notice.failed(errorFields(error));
      return instead();
    }
  }
  return {
    /** The value `key` holds now, if any. */
    get: (key: string): Promise<string | undefined> =>
      shared(
        async (client) => (await client.get(prefix + key)) ?? live(key),
        () => live(key),
      ),
    /** Gives `key` the value until `until` (epoch ms) unless it holds one: answers that one, or undefined when set. */
    setIfAbsent(key: string, value: string, until: number): Promise<string | undefined> {
      const here = rememberHere(key, value, until);
      return shared(
        async (client) => {
          const set = await client.set(prefix + key, value, {
            expiration: { type: "PXAT", value: until },
            condition: "NX",
          });
          return set === "OK" ? undefined : ((await client.get(prefix + key)) ?? undefined);
        },
        () => here,
      );
    },
  };
}
