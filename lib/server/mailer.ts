import nodemailer from "nodemailer";
import { submissionMessage } from "./mail-message";
import { drainOutbox } from "./outbox";
import { listSubmissions, resumePath, updateDelivery, type StoredSubmission } from "./submission-store";

/** The outbox is polled more often: it also picks up rows an instance that went away had not sent. */
const RETRY_INTERVAL_MS = process.env.DATABASE_URL ? 5_000 : 30_000;
/**
 * Next bundles this module once per route (and once for instrumentation): the state lives on the
 * process, so one instance runs one sweep at a time, not one per bundle.
 */
type SweepState = { running: Promise<void> | null; again: boolean; timer: ReturnType<typeof setInterval> | null };
const state: SweepState = ((globalThis as { __nexaloomMailer?: SweepState }).__nexaloomMailer ??= { running: null, again: false, timer: null });

function message(record: StoredSubmission) {
  const path = resumePath(record);
  return submissionMessage(record, path && record.resume ? { filename: `resume-${record.id}.${record.resume.kind}`, path } : undefined);
}

async function sweep() {
  const transport = nodemailer.createTransport({ url: process.env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  try {
    if (process.env.DATABASE_URL) {
      // A database outage leaves every row where it is; the next sweep picks them up.
      await drainOutbox(transport).catch((error) => console.warn(`[outbox] ${String(error)}`));
      return;
    }
    for (const record of await listSubmissions()) {
      if (record.delivery.sent) continue;
      try {
        await transport.sendMail(message(record));
        await updateDelivery(record, { sent: true, attempts: record.delivery.attempts + 1, sentAt: new Date().toISOString() });
      } catch (error) {
        await updateDelivery(record, { sent: false, attempts: record.delivery.attempts + 1, lastError: String(error).slice(0, 300) });
      }
    }
  } finally {
    transport.close();
  }
}

/**
 * E-mails every stored submission not sent yet: from PostgreSQL's outbox when DATABASE_URL is set,
 * else from the files. One sweep at a time; a call during a sweep runs
 * another when it ends, so nothing stored meanwhile waits for the timer.
 */
export function deliverPending(): Promise<void> {
  if (!process.env.SMTP_URL) return Promise.resolve();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = sweep().finally(() => {
    state.running = null;
    if (state.again) {
      state.again = false;
      void deliverPending();
    }
  });
  return state.running;
}

/** Sends what was just stored and keeps retrying failed sends until they go through. */
export function scheduleDelivery() {
  if (!process.env.SMTP_URL) return;
  void deliverPending();
  if (!state.timer) {
    state.timer = setInterval(() => void deliverPending(), RETRY_INTERVAL_MS);
    state.timer.unref();
  }
}
