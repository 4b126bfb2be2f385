import nodemailer from "nodemailer";
import { submissionMessage, type Addresses } from "./mail-message";
import type { SubmissionStore } from "./store/types";

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
export function createOutbox({ store, smtpUrl, addresses, intervalMs }: { store: SubmissionStore; smtpUrl: string | undefined; addresses: Addresses; intervalMs: number }): Outbox {
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function sweep(url: string) {
    const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    try {
      await store.deliverUnsent(async (unsent) => void (await transport.sendMail(submissionMessage(unsent, addresses))));
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
