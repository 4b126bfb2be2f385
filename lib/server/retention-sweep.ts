import "server-only";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import type { Settings } from "@/lib/settings.mjs";
import { cutoffs } from "./store/retention";
import type { SubmissionStore } from "./store/types";

/** Hourly: a period is months long, so an hour late is nothing, and a sweep finds a few records at most. */
export const RETENTION_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes what has outlived its retention period (settings' retentionMonths), at start and every hour,
 * on every instance: the stores' deletes are idempotent, so several instances sweeping at once is harmless.
 */
export function createRetentionSweep(store: SubmissionStore, months: Settings["retentionMonths"]) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const notice = failureNotice(
    "retention.sweep_failed",
    "expired submissions could not be deleted; tried again in an hour",
  );

  async function sweep(now = new Date()) {
    try {
      const deleted = await store.deleteExpired(cutoffs(months, now));
      notice.recovered();
      if (deleted > 0) {
        metrics().retentionDeleted.inc(deleted);
        log().info({ event: "retention.deleted", count: deleted }, "submissions past their retention period deleted");
      }
      return deleted;
    } catch (error) {
      notice.failed(errorFields(error));
      return 0;
    }
  }

  return {
    sweep,
    start() {
      if (timer) return;
      void sweep();
      timer = setInterval(() => void sweep(), RETENTION_SWEEP_EVERY_MS);
      timer.unref();
    },
  };
}
