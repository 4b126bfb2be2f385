import { framework, settingsOrExit } from "./lib/settings.mjs";

/**
 * Runs once when an instance starts. A bad setting stops it here with one line (next.config.mjs has
 * usually stopped it already; this also covers a server started without it). With REDIS_URL it seeds
 * the shared cache with the build's pre-rendered pages (keeping what other instances already wrote
 * there); with SMTP_URL it starts retrying unsent e-mail, from PostgreSQL's outbox or the files, so
 * what a stopped instance left is sent without waiting for a new submission.
 */
export async function register() {
  if (!framework.isNodeRuntime()) return;
  const settings = settingsOrExit();
  if (framework.isBuild()) return;
  if (settings.redisUrl) {
    const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
    const { default: CacheHandler } = await import("./lib/cache/cache-handler.mjs");
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: settings.distDir });
  }
  const { runtime } = await import("./lib/server/runtime");
  runtime().outbox.start();
}
