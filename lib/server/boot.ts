import { settingsOrExit } from "@/lib/settings.mjs";
import { framework } from "@/lib/config";
import { runtime } from "./runtime";

/**
 * What an instance does once as it starts (instrumentation.register, Node runtime only). A bad setting
 * stops it here with one line: `next start` reads the build's copy of next.config, not the environment.
 * With REDIS_URL it seeds the shared cache with the build's pre-rendered pages (keeping what other
 * instances already wrote there); with SMTP_URL it starts retrying unsent e-mail, from PostgreSQL's
 * outbox or the files, so what a stopped instance left is sent without waiting for a new submission.
 */
export async function boot() {
  const settings = settingsOrExit();
  if (framework.isBuild()) return;
  if (settings.redisUrl) {
    const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
    const { default: CacheHandler } = await import("@/lib/cache/cache-handler.mjs");
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: settings.distDir });
  }
  runtime().outbox.start();
}
