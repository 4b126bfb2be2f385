import { createClient } from "@redis/client";

export type RedisClient = ReturnType<typeof createClient>;

let client: RedisClient | undefined;

/**
 * One connection per instance to REDIS_URL, opened on first use. It reconnects by itself after an
 * outage; callers that must not wait check `isReady` (the rate limiter falls back to memory).
 */
export function sharedRedis(): RedisClient | undefined {
  if (!process.env.REDIS_URL) return undefined;
  if (!client) {
    client = createClient({
      url: process.env.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    });
    let lastLogged = 0;
    client.on("error", (error: Error) => {
      if (Date.now() - lastLogged > 10_000) console.warn(`[redis] ${error.message}; limits are counted in this instance's memory until it returns`);
      lastLogged = Date.now();
    });
    client.connect().catch(() => undefined);
  }
  return client;
}

/** Resolves when the client is connected, or after timeoutMs, whichever comes first. */
export function ready(client: RedisClient, timeoutMs: number): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      client.off("ready", done);
      resolve();
    }
    client.on("ready", done);
  });
}
