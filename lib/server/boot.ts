import "server-only";
import { settingsOrExit } from "@/lib/settings.mjs";
import { framework } from "@/lib/config";
import { recordSocketAddresses } from "./client-address";
import { drainOnSigterm, serving } from "./lifecycle";
import { runtime } from "./runtime";

/** The spool is looked at this often: a submission waits in it at most about this long after PostgreSQL is back. */
const SPOOL_DRAIN_EVERY_MS = 1_000;

/**
 * What an instance does once as it starts (instrumentation.register, Node runtime only). It first puts
 * each request's socket address where the rate limit reads it (lib/server/client-address.ts), so no
 * request is answered before clients can be told apart. A bad setting
 * stops it here with one line: `next start` reads the build's copy of next.config, not the environment.
 * It seeds the cache with the build's pre-rendered pages (with REDIS_URL, keeping what other instances
 * already wrote there): Next reads its pages from the cache handler alone. With SMTP_URL it starts
 * retrying unsent e-mail, from PostgreSQL's outbox or the files, so what a stopped instance left is sent
 * without waiting for a new submission;
 * with CDN_PROVIDER it retries the purges the edge has not taken yet, the same way. With PostgreSQL it
 * moves what its spool holds (left by an outage, or by a crash of this instance) into the database.
 * It deletes what has outlived its retention period, then hourly. With SMTP_URL it checks, at start and
 * hourly, whether yesterday's digest of held posts (Asia/Kolkata) has gone out, and sends it if no instance has.
 * It starts the background probes that readiness and the gauges read, and puts SIGTERM behind a drain.
 */
export async function boot() {
  recordSocketAddresses();
  const settings = settingsOrExit();
  if (framework.isBuild()) return;
  const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
  const { default: CacheHandler } = await import("@/lib/cache/cache-handler.mjs");
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true, buildDir: settings.distDir });
  const { outbox, edge, spooled, sampler, retention, heldDigest } = runtime();
  sampler.start();
  outbox.start();
  retention.start();
  heldDigest.start();
  edge.start();
  // What the spool moved into PostgreSQL is e-mailed from there, like any submission.
  spooled?.start(SPOOL_DRAIN_EVERY_MS, () => void outbox.deliverPending());
  // A pod replaced while PostgreSQL answers leaves no lead in its spool for a successor to find.
  drainOnSigterm(settings.shutdownDrainMs, async () => spooled?.drain());
  serving();
}
