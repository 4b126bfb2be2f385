import "server-only";
import { createHash } from "node:crypto";
import type { RedisClient } from "@/lib/redis-client.mjs";
import { failureNotice } from "@/lib/failure-notice.mjs";
import { createExpiringKeys } from "./expiring-keys";
import { submissionDigest } from "./store/digest";
import type { NewSubmission } from "./store/types";

/** The same post again within this long is answered with the first one's id, and neither stored nor e-mailed again. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Posts one instance remembers at most without Redis; a flood of new ones evicts the oldest. */
const MAX_REMEMBERED = 10_000;

const PREFIX = "nexaloom:dup:";

/**
 * Which posts count as the same: the content the store binds an Idempotency-Key to (form, fields,
 * resume; lib/server/store/digest.ts), and whether it was held or a smoke suite's, so that a person's
 * post never folds into a held one of the same words. The honeypot and any proof of work are not
 * among the kept fields: they do not set two posts apart.
 */
export function duplicateKey(submission: NewSubmission): string {
  return createHash("sha256")
    .update(submissionDigest(submission))
    .update(submission.held ? "held" : "lead")
    .update(submission.test ? "test" : "")
    .digest("hex");
}

/** The id stored first under a post's key, for DUPLICATE_WINDOW_MS. */
export type Duplicates = {
  /** The id of an identical post stored in the last DUPLICATE_WINDOW_MS, if any. */
  seen(key: string): Promise<string | undefined>;
  /** Remembers the first id stored under `key`; a later call with another id keeps the first. */
  remember(key: string, id: string): Promise<void>;
};

/**
 * Kept in Redis, so an identical post to another instance finds the first; each instance's memory while
 * Redis is away. Two identical posts at the very same moment may both be stored: the key is set once the
 * first is durable, so that an answer never names an id nothing holds.
 */
export function createDuplicates(redis: RedisClient | undefined): Duplicates {
  const ids = createExpiringKeys({
    redis,
    prefix: PREFIX,
    maxKeys: MAX_REMEMBERED,
    notice: failureNotice(
      "duplicates.redis_unavailable",
      "Redis did not answer for a duplicate check; this instance remembers posts in memory until it answers",
    ),
  });
  return {
    seen: (key) => ids.get(key),
    async remember(key, id) {
      await ids.setIfAbsent(key, id, Date.now() + DUPLICATE_WINDOW_MS);
    },
  };
}
