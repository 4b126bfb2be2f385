/**
 * Runs once when an instance starts. It puts each request's socket address where the form receivers
 * can read it (lib/server/client-address.ts). With REDIS_URL it seeds the shared cache with the build's
 * pre-rendered pages (keeping what other instances already wrote there); with DATABASE_URL and
 * SMTP_URL it starts this instance's share of the e-mail outbox, so rows left by a stopped instance
 * are sent without waiting for a new submission.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so no request is answered before the rate limit can tell clients apart by their sockets.
  const { recordSocketAddresses } = await import("./lib/server/client-address");
  recordSocketAddresses();
  if (process.env.REDIS_URL) {
    const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
    const { default: CacheHandler } = await import("./lib/cache/cache-handler.mjs");
    await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: process.env.NEXT_DIST_DIR || ".next" });
  }
  if (process.env.DATABASE_URL && process.env.SMTP_URL) {
    const { scheduleDelivery } = await import("./lib/server/mailer");
    scheduleDelivery();
  }
}
