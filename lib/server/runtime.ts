import "server-only";
import { config, type Settings } from "@/lib/config";
import { sendPurge } from "@/lib/edge/send-purge.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";
import { sharedRedis } from "@/lib/redis-client.mjs";
import { createEdgePurger, noEdgePurger, type EdgePurger } from "./edge/edge-purger";
import { createFilePurgeQueue } from "./edge/file-purge-queue";
import { createPostgresPurgeQueue } from "./edge/postgres-purge-queue";
import { createSampler, type Probe, type Sampler } from "./health/sampler";
import { smtpProbe } from "./health/smtp-probe";
import { fileStoreProbe, postgresStoreProbe, recordStoreHealth, type StoreHealth } from "./health/store-probe";
import { wordpressProbe } from "./health/wordpress-probe";
import { createChallengeBackend, type ChallengeBackend } from "./challenge";
import { clamdScanner, clamdVersion, type Scanner } from "./clamd";
import { createOutbox, type Outbox } from "./mailer";
import { createRetentionSweep } from "./retention-sweep";
import { createDuplicates, type Duplicates } from "./duplicates";
import { createHeldCaps, type HeldCaps } from "./held-caps";
import { createHeldDigest, type HeldDigest } from "./held-digest";
import { createMemoryLimiter, createRedisLimiter, type RateLimiter } from "./rate-limit";
import { createFileStore } from "./store/file";
import { lazyPool } from "./store/pool";
import { createPostgresStore, SAVE_TIMEOUT_MS } from "./store/postgres";
import { createSpool, type Spool } from "./store/spool";
import { withSpool, type SpooledStore } from "./store/spooled";
import type { SubmissionStore } from "./store/types";
import { secretMatches } from "@/lib/blog/revalidate";
import { SMOKE_TEST_HEADER } from "@/lib/forms/smoke-test";

/**
 * The backends of this process, each picked once from the settings. Nothing else asks which mode it is
 * in. The blog's (its source and the proxy's slug list) are picked in ./blog-runtime.ts.
 */
export type Runtime = {
  store: SubmissionStore;
  limiter: RateLimiter;
  /** The daily cap per client and hourly ceiling per receiver on held posts (lib/server/held-caps.ts). */
  heldCaps: HeldCaps;
  /** Posts stored in the last ten minutes by content, so an identical one is stored once (lib/server/duplicates.ts). */
  duplicates: Duplicates;
  outbox: Outbox;
  /** The day's e-mail listing held posts, sent by one instance (lib/server/held-digest.ts), checked at start and hourly. */
  heldDigest: HeldDigest;
  edge: EdgePurger;
  /** Deletes submissions past their retention period, at start and hourly. */
  retention: ReturnType<typeof createRetentionSweep>;
  /** With PostgreSQL: the store's spool, drained in the background (lib/server/store/spooled.ts). */
  spooled?: SpooledStore;
  /** The background probes that readiness and the gauges read (lib/server/health/sampler.ts). */
  sampler: Sampler;
  /** With CLAMD_URL: scans a resume with clamd's INSTREAM (lib/server/clamd.ts); without it, resumes are not scanned. */
  scanner?: Scanner;
  /** Issues the forms' proof-of-work challenges and checks their solutions (lib/server/challenge.ts). */
  challenge: ChallengeBackend;
  /** Whether a post carries SMOKE_TEST_TOKEN: the smoke suite's, stored apart and never e-mailed. */
  isSmokeTest: (request: Request) => boolean;
};

const FORM_WINDOW_MS = 60_000;

/** A probe's own deadline for a peer: a frozen one is reported down within this. */
const PROBE_TIMEOUT_MS = 500;

/**
 * WordPress and the mail server are often another company's hosts, a TLS handshake away, and only
 * inform: they get longer, and are asked less often. The instance's own disk decides readiness, and a
 * busy machine (a load spike, a neighbour's build) can take a second to write and remove a small file:
 * readiness must not follow "busy", so only a disk that errors, or has not answered for 10 s (hung),
 * counts as unwritable.
 */
const REMOTE_PEER_TIMEOUT_MS = 3_000;
const OWN_DISK_TIMEOUT_MS = 10_000;

/** Each peer is probed at most this often per instance. */
const SAMPLE_EVERY_MS = 1_000;
const SAMPLE_SLOW_PEER_EVERY_MS = 10_000;

/**
 * What the sampler probes: this instance's own place to keep submissions (readiness), and each shared
 * peer that is configured (gauges and alerts only). With PostgreSQL, its figures come from the
 * database; without it, from the submission folder, which is then also the instance's own disk.
 */
function probes(settings: Settings, spool: Spool | undefined, edge: EdgePurger): Probe[] {
  const { databaseUrl, redisUrl, wordpressUrl, smtpUrl } = settings;
  const all: Probe[] = [
    spool
      ? {
          name: "spool",
          everyMs: SAMPLE_EVERY_MS,
          timeoutMs: OWN_DISK_TIMEOUT_MS,
          run: async () => (await spool.probe(), spool.size()),
          record: ({ count, bytes }: Awaited<ReturnType<Spool["size"]>>) => {
            metrics().spoolSubmissions.set(count);
            metrics().spoolBytes.set(bytes);
          },
        }
      : {
          name: "spool",
          everyMs: SAMPLE_EVERY_MS,
          timeoutMs: OWN_DISK_TIMEOUT_MS,
          run: fileStoreProbe(settings.submissionsDir),
          record: (health: StoreHealth) => recordStoreHealth(health),
        },
  ];
  if (databaseUrl)
    all.push({
      dependency: "postgres",
      name: "postgres",
      everyMs: SAMPLE_EVERY_MS,
      timeoutMs: PROBE_TIMEOUT_MS,
      run: postgresStoreProbe(databaseUrl, PROBE_TIMEOUT_MS),
      record: (health: StoreHealth) => recordStoreHealth(health),
    });
  if (redisUrl)
    all.push({
      dependency: "redis",
      name: "redis",
      everyMs: SAMPLE_EVERY_MS,
      timeoutMs: PROBE_TIMEOUT_MS,
      run: () => sharedRedis(redisUrl).ping(),
    });
  if (wordpressUrl)
    all.push({
      dependency: "wordpress",
      name: "wordpress",
      everyMs: SAMPLE_SLOW_PEER_EVERY_MS,
      timeoutMs: REMOTE_PEER_TIMEOUT_MS,
      run: wordpressProbe(wordpressUrl, REMOTE_PEER_TIMEOUT_MS),
    });
  if (smtpUrl)
    all.push({
      dependency: "smtp",
      name: "smtp",
      everyMs: SAMPLE_SLOW_PEER_EVERY_MS,
      timeoutMs: REMOTE_PEER_TIMEOUT_MS,
      run: smtpProbe(smtpUrl, REMOTE_PEER_TIMEOUT_MS),
    });
  // Gauges and alerts only: an instance whose clamd is away still takes applications, holding their resumes.
  if (settings.clamd) {
    const address = settings.clamd;
    all.push({
      dependency: "clamd",
      name: "clamd",
      everyMs: SAMPLE_SLOW_PEER_EVERY_MS,
      timeoutMs: REMOTE_PEER_TIMEOUT_MS,
      run: () => clamdVersion(address, REMOTE_PEER_TIMEOUT_MS),
      record: ({ signaturesAt }: Awaited<ReturnType<typeof clamdVersion>>) =>
        metrics().clamdSignaturesAge.set(signaturesAt ? Math.max(0, (Date.now() - signaturesAt.getTime()) / 1000) : 0),
    });
  }
  if (settings.edge)
    all.push({
      name: "edge_queue",
      everyMs: SAMPLE_EVERY_MS,
      timeoutMs: OWN_DISK_TIMEOUT_MS,
      run: () => edge.stats(),
      record: ({ depth, oldestMs }: Awaited<ReturnType<EdgePurger["stats"]>>) => {
        metrics().purgeDepth.set(depth);
        metrics().purgeOldest.set((oldestMs ?? 0) / 1000);
      },
    });
  return all;
}

/** Purges the edge did not take are retried this often: it should hear within seconds of coming back. */
const EDGE_RETRY_MS = 2_000;

/**
 * PostgreSQL or files for submissions (and their outbox, and the edge's purges), Redis or memory for the
 * rate limit. Nothing connects until first used: a build imports this without opening a connection.
 */
export function createRuntime(settings: Settings): Runtime {
  const { databaseUrl, redisUrl } = settings;
  const database = databaseUrl ? lazyPool({ url: databaseUrl, poolSize: settings.databasePoolSize }) : undefined;
  const { edge: target } = settings;
  const limits = { limit: settings.formRateLimit, windowMs: FORM_WINDOW_MS };
  const memoryLimiter = createMemoryLimiter(limits);
  // One connection for every shared count: the limits, the caps, the duplicates, used solutions.
  const redis = redisUrl ? sharedRedis(redisUrl) : undefined;
  const limiter: RateLimiter = redis ? createRedisLimiter(limits, redis) : async (key) => memoryLimiter(key);
  const spool = database ? createSpool(settings.spool) : undefined;
  const spooled = database && spool ? withSpool(createPostgresStore(database), spool, SAVE_TIMEOUT_MS) : undefined;
  const store = spooled ?? createFileStore(settings.submissionsDir);
  const edge = target
    ? createEdgePurger({
        queue: database ? createPostgresPurgeQueue(database) : createFilePurgeQueue(settings.submissionsDir),
        sender: { provider: target.provider, send: (keys, kind) => sendPurge(target, keys, kind) },
        intervalMs: EDGE_RETRY_MS,
      })
    : noEdgePurger;
  const scanner = settings.clamd ? clamdScanner(settings.clamd) : undefined;
  return {
    store,
    limiter,
    heldCaps: createHeldCaps(settings.heldCaps, redis),
    duplicates: createDuplicates(redis),
    // The outbox is polled more often with PostgreSQL: it also picks up rows an instance that went away had not sent.
    outbox: createOutbox({
      store,
      smtpUrl: settings.smtpUrl,
      scanner,
      addresses: { from: settings.contactFrom, to: settings.contactTo },
      intervalMs: databaseUrl ? 5_000 : 30_000,
    }),
    edge,
    spooled,
    heldDigest: createHeldDigest({
      store,
      smtpUrl: settings.smtpUrl,
      addresses: { from: settings.contactFrom, to: settings.contactTo },
    }),
    retention: createRetentionSweep(store, settings.retentionMonths),
    scanner,
    challenge: createChallengeBackend({ key: settings.challengeKey, redis }),
    sampler: createSampler(probes(settings, spool, edge)),
    isSmokeTest: (request) =>
      settings.smokeTestToken !== undefined &&
      secretMatches(request.headers.get(SMOKE_TEST_HEADER), settings.smokeTestToken),
  };
}

/** This process's runtime, made on first use: each route and instrumentation are separate bundles. */
export const runtime = (): Runtime => processSingleton("nexaloom.runtime", () => createRuntime(config()));
