import "server-only";
import { settingsOrExit } from "@/lib/settings.mjs";
import { framework } from "@/lib/config";
import { recordSocketAddresses } from "./client-address";
import { runtime } from "./runtime";

/**
 * What an instance does once as it starts (instrumentation.register, Node runtime only). It first puts
 * each request's socket address where the rate limit reads it (lib/server/client-address.ts), so no
 * request is answered before clients can be told apart. A bad setting
 * stops it here with one line: `next start` reads the build's copy of next.config, not the environment.
 * With REDIS_URL it seeds the shared cache with the build's pre-rendered pages (keeping what other
 * instances already wrote there); with SMTP_URL it starts retrying unsent e-mail, from PostgreSQL's
 * outbox or the files, so what a stopped instance left is sent without waiting for a new submission;
 * with CDN_PURGE_URL it retries the purges the edge has not taken yet, the same way.
 */
export async function boot() {
  recordSocketAddresses();
  const settings = settingsOrExit();
  if (framework.isBuild()) return;
  if (settings.redisUrl) {
    const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
    const { default: CacheHandler } = await import("@/lib/cache/cache-handler.mjs");
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: settings.distDir });
  }
  runtime().outbox.start();
  runtime().edge.start();
}
