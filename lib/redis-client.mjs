// The one Redis connection of a process. Plain JavaScript because Next loads lib/cache/cache-handler.mjs
// itself, outside the bundles that hold the app's code (the rate limiter, the known-slug list): a
// module-level variable would be one per copy, so the client is a process singleton that every copy in
// the process finds. Next's build workers never open it (the cache handler stays local there).
import { createClient } from "@redis/client";
import { errorFields, failureNotice } from "./failure-notice.mjs";
import { processSingleton } from "./process-singleton.mjs";

/** @typedef {import("@redis/client").RedisClientType} RedisClient */

/**
 * Connects on first use and reconnects by itself after an outage. Commands fail at once while it is
 * away (no offline queue), so callers fall back (the cache to its local copy, the limiter to memory)
 * instead of waiting.
 *
 * @param {string} url
 * @returns {RedisClient}
 */
export function sharedRedis(url) {
  return processSingleton("nexaloom.redis", () => connect(url));
}

/** @param {string} url */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  // The client retries on its own, emitting an error per try: an outage is two lines, not one per try.
  const notice = failureNotice("redis.connection_failed", "Redis connection failed; the client keeps retrying");
  client.on("error", (error) => notice.failed(errorFields(error)));
  client.on("ready", () => notice.recovered());
  // It rejects only once the client is closed, or after the error listener above has had the failure.
  client.connect().catch(() => undefined);
  return client;
}

/**
 * Resolves when the client is connected, or after timeoutMs, whichever comes first.
 *
 * @param {RedisClient} client
 * @param {number} timeoutMs
 * @returns {Promise<void>}
 */
export function ready(client, timeoutMs) {
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
