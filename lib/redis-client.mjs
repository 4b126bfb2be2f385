// The one Redis connection of a process. Plain JavaScript because Next loads lib/cache/cache-handler.mjs
// itself, outside the bundles that hold the app's code (the rate limiter, the known-slug list): a
// module-level variable would be one per copy, so the client is a process singleton that every copy in
// the process finds. Next's build workers never open it (the cache handler stays local there).
import { createClient } from "@redis/client";
import { log } from "./log.mjs";
import { processSingleton } from "./process-singleton.mjs";

/**
 * Connects on first use and reconnects by itself after an outage. Commands fail at once while it is
 * away (no offline queue), so callers fall back (the cache to its local copy, the limiter to memory)
 * instead of waiting.
 */
export function sharedRedis(url) {
  return processSingleton("nexaloom.redis", () => connect(url));
}

function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastLogged = 0;
  client.on("error", (error) => {
    // The client retries on its own; one line every 10 s is enough to see an outage in the log.
    if (Date.now() - lastLogged > 10_000)
      log().warn({ event: "redis.connection_failed", code: error?.code }, "Redis connection failed; retrying");
    lastLogged = Date.now();
  });
  client.connect().catch(() => undefined);
  return client;
}

/** Resolves when the client is connected, or after timeoutMs, whichever comes first. */
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
