import nodemailer from "nodemailer";
import { listSubmissions, resumePath, updateDelivery, type StoredSubmission } from "./submission-store";

const RETRY_INTERVAL_MS = 30_000;
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setInterval> | null = null;

function message(record: StoredSubmission) {
  const lines = Object.entries(record.fields).map(([name, value]) => `${name}: ${value}`);
  const path = resumePath(record);
  return {
    from: process.env.CONTACT_FROM ?? "Nexaloom website <no-reply@nexaloom.in>",
    to: process.env.CONTACT_TO ?? "hello@nexaloom.in",
    replyTo: record.fields.email,
    subject: `[Website] ${record.subject}`,
    text: `${lines.join("\n")}\n\nReceived ${record.receivedAt} (submission ${record.id})`,
    attachments: path && record.resume ? [{ filename: `resume-${record.id}.${record.resume.kind}`, path }] : [],
  };
}

async function sweep() {
  const transport = nodemailer.createTransport(process.env.SMTP_URL);
  try {
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
 * E-mails every stored submission not sent yet. One sweep at a time; a call during a sweep runs
 * another when it ends, so nothing stored meanwhile waits for the timer.
 */
export function deliverPending(): Promise<void> {
  if (!process.env.SMTP_URL) return Promise.resolve();
  if (running) {
    again = true;
    return running;
  }
  running = sweep().finally(() => {
    running = null;
    if (again) {
      again = false;
      void deliverPending();
    }
  });
  return running;
}

/** Sends what was just stored and keeps retrying failed sends until they go through. */
export function scheduleDelivery() {
  if (!process.env.SMTP_URL) return;
  void deliverPending();
  if (!timer) {
    timer = setInterval(() => void deliverPending(), RETRY_INTERVAL_MS);
    timer.unref();
  }
}
