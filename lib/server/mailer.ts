import "server-only";
import { metrics } from "@/lib/metrics.mjs";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { serialRounds } from "./serial-rounds";
import { submissionMessage, type Addresses } from "./mail-message";
import { GIVE_UP_AFTER_ATTEMPTS } from "./store/retry-schedule";
import type { DeliveryRound, SubmissionStore } from "./store/types";
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

export function createOutbox({
  store,
  smtpUrl,
  addresses,
  intervalMs,
  now,
}: {
  store: SubmissionStore;
  smtpUrl: string | undefined;
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

  async function sweep(url: string) {
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

  const sweepRounds = smtpUrl ? serialRounds(() => sweep(smtpUrl)) : undefined;
  const deliverPending = () => sweepRounds?.() ?? Promise.resolve();

  return {
    deliverPending,
    start() {
      if (!smtpUrl || timer) return;
      void deliverPending();
      timer = setInterval(() => void deliverPending(), intervalMs);
      timer.unref();
    },
  };
}
