import "server-only";
import { metrics } from "@/lib/metrics.mjs";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { serialRounds } from "./serial-rounds";
import { submissionMessage, type Addresses } from "./mail-message";
import { GIVE_UP_AFTER_ATTEMPTS } from "./store/retry-schedule";
import type { Scanner } from "./clamd";
import type { DeliveryRound, RescanRound, SubmissionStore } from "./store/types";
import { smtpTransport } from "./smtp-transport";

export type Outbox = {
  /** E-mails every unsent submission that is due; one sweep at a time, a call during a sweep runs one more after it. */
  deliverPending(): Promise<void>;
  /** Sweeps every intervalMs from now on (called once, at boot); each submission is retried on its own back-off schedule. */
  start(): void;
};

/**
 * The e-mail side of a store: each sweep asks the store for what is unsent and sends it over SMTP.
 * Without SMTP_URL it does nothing, and submissions are only stored.
 */
/**
 * One line per round, naming submissions by id only: a mail server that refuses every login makes one
 * line per retry, however many leads wait, and never prints what a visitor wrote. A submission given up
 * on is named once, in the `outbox.gave_up` line of the round that marked it failed: no round tries it
 * again until an operator runs `npm run outbox:retry`.
 */
function report({ sent, failed, gaveUp, lastError, setAside }: DeliveryRound) {
  if (sent) metrics().emails.inc({ outcome: "sent" }, sent);
  if (failed.length) metrics().emails.inc({ outcome: "failed" }, failed.length);
  if (gaveUp.length) metrics().emails.inc({ outcome: "gave_up" }, gaveUp.length);
  if (failed.length)
    log().error(
      { event: "outbox.send_failed", submissions: failed, reason: lastError ?? "unknown failure" },
      "e-mail not sent; kept for retry",
    );
  if (gaveUp.length)
    log().error(
      {
        event: "outbox.gave_up",
        submissions: gaveUp,
        attempts: GIVE_UP_AFTER_ATTEMPTS,
        reason: lastError ?? "unknown failure",
      },
      "e-mail not sent after a day of tries; marked failed, no more automatic tries: npm run outbox:retry sends it again",
    );
  if (setAside.length)
    log().error(
      { event: "outbox.record_unreadable", submissions: setAside },
      "submission record unreadable; moved to unreadable/ with its reason, its e-mail waits for an operator",
    );
}

/** What a rescan did, as metrics and one line naming ids only. */
function reportRescan({ clean, removed, waiting, oldestWaitingMs }: RescanRound) {
  if (clean.length) metrics().resumeScans.inc({ outcome: "clean", when: "rescan" }, clean.length);
  if (removed.length) metrics().resumeScans.inc({ outcome: "detected", when: "rescan" }, removed.length);
  if (waiting) metrics().resumeScans.inc({ outcome: "unscanned", when: "rescan" }, waiting);
  metrics().pendingScan.set(waiting);
  metrics().pendingScanOldest.set((oldestWaitingMs ?? 0) / 1000);
  if (clean.length)
    log().info({ event: "scan.released", submissions: clean }, "held resumes scanned clean; their e-mails go out");
  if (removed.length)
    log().warn(
      { event: "scan.removed", submissions: removed },
      "held resumes flagged by clamd on a rescan; files deleted, applications e-mailed without them",
    );
}

export function createOutbox({
  store,
  smtpUrl,
  scanner,
  addresses,
  intervalMs,
  now,
}: {
  store: SubmissionStore;
  smtpUrl: string | undefined;
  /** With CLAMD_URL: each round first scans the resumes held for a scan, so a clean one goes out in it. */
  scanner?: Scanner;
  addresses: Addresses;
  intervalMs: number;
  /** The clock each round is due by: a test's own; else the file store reads the machine's, PostgreSQL its own. */
  now?: () => Date;
}): Outbox {
  let timer: ReturnType<typeof setInterval> | null = null;
  // A store outage (database, disk) leaves every submission unsent where it is, and every round finds
  // it again: the outage is two lines, not one per round.
  const storeNotice = failureNotice(
    "outbox.store_unavailable",
    "the submission store could not be read; every unsent e-mail waits for the next round",
  );

  const scanNotice = failureNotice(
    "scan.rescan_failed",
    "held resumes could not be rescanned; they stay held for the next round",
  );

  async function rescan(scan: Scanner) {
    if (!store.rescanPending) return;
    try {
      reportRescan(await store.rescanPending(async (bytes) => (await scan(bytes)).outcome));
      scanNotice.recovered();
    } catch (error) {
      scanNotice.failed(errorFields(error));
    }
  }

  async function sweep(url: string | undefined) {
    if (scanner) await rescan(scanner);
    if (!url) return;
    const transport = smtpTransport(url, 10_000, 30_000);
    try {
      const round = await store.deliverUnsent(
        async (unsent) => void (await transport.sendMail(submissionMessage(unsent, addresses))),
        now?.(),
      );
      storeNotice.recovered();
      report(round);
    } catch (error) {
      storeNotice.failed(errorFields(error));
    } finally {
      transport.close();
    }
  }

  const sweepRounds = smtpUrl || scanner ? serialRounds(() => sweep(smtpUrl)) : undefined;
  const deliverPending = () => sweepRounds?.() ?? Promise.resolve();

  return {
    deliverPending,
    start() {
      if (!sweepRounds || timer) return;
      void deliverPending();
      timer = setInterval(() => void deliverPending(), intervalMs);
      timer.unref();
    },
  };
}
