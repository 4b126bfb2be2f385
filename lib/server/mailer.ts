import nodemailer from "nodemailer";
import { submissionMessage, type Addresses } from "./mail-message";
import type { DeliveryRound, SubmissionStore } from "./store/types";

export type Outbox = {
  /** E-mails every unsent submission; one sweep at a time, a call during a sweep runs one more after it. */
  deliverPending(): Promise<void>;
  /** Keeps retrying unsent submissions every intervalMs from now on (called once, at boot). */
  start(): void;
};

/**
 * The e-mail side of a store: each sweep asks the store for what is unsent and sends it over SMTP.
 * Without SMTP_URL it does nothing, and submissions are only stored.
 */
/**
 * One line per round, naming submissions by id only: a mail server that refuses every login makes one
 * line per retry, however many leads wait, and never prints what a visitor wrote.
 */
function report({ failed, lastError, setAside }: DeliveryRound) {
  if (failed.length) console.error(`[outbox] e-mail not sent for ${failed.length} submission(s), kept for retry: ${failed.join(" ")} (${smtpReason(lastError)})`);
  if (setAside.length) console.error(`[outbox] unreadable submission record(s) moved to unreadable/ with the reason; their e-mail waits for an operator: ${setAside.join(" ")}`);
}

/** The mail server's code and status, not its words: a refusal can quote the envelope back. */
function smtpReason(error: string | undefined): string {
  const status = /\b([45]\d\d)\b/.exec(error ?? "")?.[1];
  const code = /\b(E[A-Z]{3,})\b/.exec(error ?? "")?.[1];
  return [code, status].filter(Boolean).join(" ") || "unknown failure";
}

export function createOutbox({ store, smtpUrl, addresses, intervalMs }: { store: SubmissionStore; smtpUrl: string | undefined; addresses: Addresses; intervalMs: number }): Outbox {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function sweep(url: string) {
    const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    try {
      report(await store.deliverUnsent(async (unsent) => void (await transport.sendMail(submissionMessage(unsent, addresses)))));
    } catch (error) {
      // A store outage (database, disk) leaves every submission unsent where it is; the next sweep picks them up.
      console.warn(`[outbox] ${error instanceof Error ? error.name : "Error"}: ${String(error).slice(0, 200)}`);
    } finally {
      transport.close();
    }
  }

  function deliverPending(): Promise<void> {
    if (!smtpUrl) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = sweep(smtpUrl).finally(() => {
      running = null;
      if (again) {
        again = false;
        void deliverPending();
      }
    });
    return running;
  }

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
