import "server-only";
import { config, type Settings } from "@/lib/config";
import { processSingleton } from "@/lib/process-singleton.mjs";
import { sharedRedis } from "@/lib/redis-client.mjs";
import { createEdgePurger, noEdgePurger, type EdgePurger } from "./edge/edge-purger";
import { createFilePurgeQueue } from "./edge/file-purge-queue";
import { createPostgresPurgeQueue } from "./edge/postgres-purge-queue";
import { purgeRequest } from "./edge/purge-request";
import { fileStoreProbe, postgresStoreProbe, type StoreHealth } from "./health/store-probe";
import { wordpressProbe } from "./health/wordpress-probe";
import { createOutbox, type Outbox } from "./mailer";
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from "./rate-limit";
import { createFileStore } from "./store/file";
import { lazyPool } from "./store/pool";
import { createPostgresStore } from "./store/postgres";
import type { SubmissionStore } from "./store/types";

/**
 * The backends of this process, each picked once from the settings. Nothing else asks which mode it is
 * in. The blog's (its source and the proxy's slug list) are picked in ./blog-runtime.ts.
 */
export type Runtime = {
  store: SubmissionStore;
  limiter: RateLimiter;
  outbox: Outbox;
  edge: EdgePurger;
  /** What readiness asks (lib/server/health/readiness.ts); a peer that is not configured has no probe. */
  health: { store: () => Promise<StoreHealth>; redis?: () => Promise<unknown>; wordpress?: () => Promise<void> };
};

const FORM_WINDOW_MS = 60_000;

/** A probe's own deadline for a peer; readiness gives each check no longer than this either. */
export const PROBE_TIMEOUT_MS = 500;

/** Purges the edge did not take are retried this often: it should hear within seconds of coming back. */
const EDGE_RETRY_MS = 2_000;

/**
 * PostgreSQL or files for submissions (and their outbox, and the edge's purges), Redis or memory for the
 * rate limit. Nothing connects until first used: a build imports this without opening a connection.
 */
export function createRuntime(settings: Settings): Runtime {
  const { databaseUrl, redisUrl } = settings;
  const database = databaseUrl ? lazyPool({ url: databaseUrl, poolSize: settings.databasePoolSize }) : undefined;
  const store = database ? createPostgresStore(database) : createFileStore(settings.submissionsDir);
  const purge = settings.edge?.purge;
  const limits = { limit: settings.formRateLimit, windowMs: FORM_WINDOW_MS };
  const memoryLimiter = createMemoryLimiter(limits);
  const limiter: RateLimiter = redisUrl
    ? createRedisLimiter(limits, sharedRedis(redisUrl))
    : async (key) => memoryLimiter(key);
  return {
    store,
    limiter,
    // The outbox is polled more often with PostgreSQL: it also picks up rows an instance that went away had not sent.
    outbox: createOutbox({
      store,
      smtpUrl: settings.smtpUrl,
      addresses: { from: settings.contactFrom, to: settings.contactTo },
      intervalMs: databaseUrl ? 5_000 : 30_000,
    }),
    edge: purge
      ? createEdgePurger({
          queue: database ? createPostgresPurgeQueue(database) : createFilePurgeQueue(settings.submissionsDir),
          send: purgeRequest({ ...purge, tagHeader: settings.edge!.tagHeader }),
          intervalMs: EDGE_RETRY_MS,
        })
      : noEdgePurger,
    health: {
      store: databaseUrl ? postgresStoreProbe(databaseUrl, PROBE_TIMEOUT_MS) : fileStoreProbe(settings.submissionsDir),
      redis: redisUrl ? () => sharedRedis(redisUrl).ping() : undefined,
      wordpress: settings.wordpressUrl ? wordpressProbe(settings.wordpressUrl, PROBE_TIMEOUT_MS) : undefined,
    },
  };
}

/** This process's runtime, made on first use: each route and instrumentation are separate bundles. */
export const runtime = (): Runtime => processSingleton("nexaloom.runtime", () => createRuntime(config()));
