import type { PoolClient } from "pg";
import type { Transporter } from "nodemailer";
import { database } from "./db";
import type { ResumeKind } from "./file-sniff";
import { submissionMessage } from "./mail-message";

type Pending = {
  id: string;
  received_at: Date;
  subject: string;
  fields: Record<string, string>;
  resume: Buffer | null;
  resume_kind: ResumeKind | null;
};

/**
 * Claims the oldest due row no other instance holds. The row lock lasts until the send is recorded,
 * so however many instances drain the outbox, each row is in one sender's hands at a time. The one
 * gap no database can close: a sender killed after the mail server accepted a message and before its
 * COMMIT arrives leaves the row unsent, and it is sent again (with the same Message-ID).
 */
const CLAIM = `
  SELECT id, received_at, subject, fields, resume, resume_kind
  FROM submissions
  WHERE sent_at IS NULL AND NOT spam AND next_attempt_at <= now()
  ORDER BY next_attempt_at
  LIMIT 1
  FOR UPDATE SKIP LOCKED`;

/** Recorded before the send, inside the claim's transaction, so only COMMIT follows the server's "250 OK". */
const SENT = "UPDATE submissions SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1";

/** A failed send waits 5 s, 10 s, 20 s ... up to 15 min before the next try; it is never dropped. */
const FAILED = `
  UPDATE submissions
  SET attempts = attempts + 1, last_error = $2,
      next_attempt_at = now() + least(interval '5 seconds' * power(2, attempts), interval '15 minutes')
  WHERE id = $1`;

async function sendOne(client: PoolClient, transport: Transporter): Promise<boolean> {
  await client.query("BEGIN");
  try {
    const row = (await client.query<Pending>(CLAIM)).rows[0];
    if (!row) {
      await client.query("COMMIT");
      return false;
    }
    const record = { id: row.id, subject: row.subject, fields: row.fields, receivedAt: row.received_at.toISOString() };
    const attachment = row.resume && row.resume_kind ? { filename: `resume-${row.id}.${row.resume_kind}`, content: row.resume } : undefined;
    await client.query("SAVEPOINT sending");
    await client.query(SENT, [row.id]);
    try {
      await transport.sendMail(submissionMessage(record, attachment));
    } catch (error) {
      await client.query("ROLLBACK TO SAVEPOINT sending");
      await client.query(FAILED, [row.id, String(error).slice(0, 300)]);
    }
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

/** Sends every due row, one transaction per row, until none is left that this instance can claim. */
export async function drainOutbox(transport: Transporter): Promise<void> {
  const client = await database().connect();
  let broken: Error | undefined;
  try {
    while (await sendOne(client, transport));
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection that failed mid-transaction is discarded, not handed to the next query.
    client.release(broken);
  }
}
