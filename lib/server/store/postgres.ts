import "server-only";
import { randomUUID } from "node:crypto";
import type { Pool, PoolClient } from "pg";
import type { ResumeKind } from "../file-sniff";
import { submissionDigest } from "./digest";
import { inTransaction, timed, withClient } from "./pool";
import { APPLICATION_FORMS, KEEP_RESUME_FIELD, KEEP_RESUME_VALUE, type Cutoffs } from "./retention";
import { givesUp, retryDelayMs } from "./retry-schedule";
import { sendFailure } from "./send-failure";
import {
  IdempotencyConflict,
  type DeliveryRound,
  type HeldSummary,
  type NewSubmission,
  type RescanRound,
  type Rescan,
  type ResumeScan,
  type Send,
  type StoredSubmission,
  type SubmissionStore,
} from "./types";

type Row = {
  id: string;
  received_at: Date;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume_name: string | null;
  resume_kind: ResumeKind | null;
  resume_size: number | null;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  failed_at: Date | null;
  retried_at: Date | null;
  digest: string | null;
  resume_scan: ResumeScan | null;
};

const COLUMNS =
  "id, received_at, form, subject, fields, resume_name, resume_kind, resume_size, sent_at, attempts, last_error, failed_at, retried_at, digest, resume_scan";

function toRecord(row: Row): StoredSubmission {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    form: row.form,
    subject: row.subject,
    fields: row.fields,
    ...(row.resume_kind && row.resume_name !== null
      ? {
          resume: {
            file: `resume-${row.id}.${row.resume_kind}`,
            originalName: row.resume_name,
            kind: row.resume_kind,
            size: row.resume_size ?? 0,
            ...(row.resume_scan ? { scan: row.resume_scan } : {}),
          },
        }
      : {}),
    delivery: {
      sent: row.sent_at !== null,
      attempts: row.attempts,
      ...(row.sent_at ? { sentAt: row.sent_at.toISOString() } : {}),
      ...(row.last_error ? { lastError: row.last_error } : {}),
      ...(row.failed_at ? { failedAt: row.failed_at.toISOString() } : {}),
      ...(row.retried_at ? { retriedAt: row.retried_at.toISOString() } : {}),
    },
    ...(row.digest ? { digest: row.digest } : {}),
  };
}

type Pending = {
  id: string;
  attempts: number;
  received_at: Date;
  subject: string;
  fields: Record<string, string>;
  resume: Buffer | null;
  resume_kind: ResumeKind | null;
  resume_scan: ResumeScan | null;
};

/**
 * Claims the oldest due row no other instance holds. The row lock lasts until the send is recorded,
 * so however many instances drain the outbox, each row is in one sender's hands at a time. The one
 * gap no database can close: a sender killed after the mail server accepted a message and before its
 * COMMIT arrives leaves the row unsent, and it is sent again (with the same Message-ID). The time is
 * PostgreSQL's own, one clock for every instance, unless a test brings its own ($1).
 */
const CLAIM = `
  SELECT id, attempts, received_at, subject, fields, resume, resume_kind, resume_scan
  FROM submissions
  WHERE sent_at IS NULL AND NOT spam AND NOT test AND NOT held AND failed_at IS NULL AND next_attempt_at <= coalesce($1::timestamptz, now())
    AND resume_scan IS DISTINCT FROM 'pending'
  ORDER BY next_attempt_at
  LIMIT 1
  FOR UPDATE SKIP LOCKED`;

/** Recorded before the send, inside the claim's transaction, so only COMMIT follows the server's "250 OK". */
const SENT = "UPDATE submissions SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1";

/**
 * A failed send waits on the schedule of lib/server/store/retry-schedule.ts ($4 milliseconds); after
 * its last try the row is marked failed, and its next attempt put at infinity so that no sender, not
 * even one of a build from before failed_at (migrations/004), claims it again. It is never deleted.
 */
const FAILED = `
  UPDATE submissions
  SET attempts = $2, last_error = $3,
      next_attempt_at = CASE WHEN $5::boolean THEN 'infinity'::timestamptz
                             ELSE coalesce($6::timestamptz, now()) + $4::float8 * interval '1 millisecond' END,
      failed_at = CASE WHEN $5::boolean THEN coalesce($6::timestamptz, now()) END
  WHERE id = $1`;

function sendOne(client: PoolClient, send: Send, round: DeliveryRound, now: Date | null): Promise<boolean> {
  return inTransaction(client, async () => {
    const row = (await client.query<Pending>(CLAIM, [now])).rows[0];
    if (!row) return false;
    const record = { id: row.id, subject: row.subject, fields: row.fields, receivedAt: row.received_at.toISOString() };
    const removed = row.resume_scan === "removed";
    const attachment =
      row.resume && row.resume_kind && !removed
        ? { filename: `resume-${row.id}.${row.resume_kind}`, content: row.resume }
        : undefined;
    await client.query("SAVEPOINT sending");
    await client.query(SENT, [row.id]);
    try {
      await send({ record, attachment, ...(removed ? { resumeRemoved: true } : {}) });
      round.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const last = givesUp(attempts);
      (last ? round.gaveUp : round.failed).push(row.id);
      round.lastError = sendFailure(error);
      await client.query("ROLLBACK TO SAVEPOINT sending");
      await client.query(FAILED, [row.id, attempts, round.lastError, retryDelayMs(attempts), last, now]);
    }
    return true;
  });
}

/**
 * A visitor waits for this save: past it the query is abandoned (and its connection discarded), and the
 * submission goes to the instance's spool instead (lib/server/store/spooled.ts).
 */
export const SAVE_TIMEOUT_MS = 1_000;

/** Submissions as rows of `submissions` (migrations/), which is also the e-mail outbox. */
export function createPostgresStore(database: () => Pool): SubmissionStore {
  /**
   * One INSERT (one transaction, committed before the caller answers) holding the fields, the resume
   * bytes and the row's place in the e-mail outbox. The id comes from the client when it sent one, so a
   * retried post finds its first row instead of making a second.
   */
  async function save(input: NewSubmission & { id: string }): Promise<StoredSubmission> {
    const digest = submissionDigest(input);
    const inserted = await database().query<Row>(
      timed(
        {
          text: `INSERT INTO submissions (id, form, subject, fields, held, test, resume, resume_name, resume_kind, resume_size, digest, received_at, resume_scan)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, now()), $13)
       ON CONFLICT (id) DO NOTHING
       RETURNING ${COLUMNS}`,
          values: [
            input.id,
            input.form,
            input.subject,
            JSON.stringify(input.fields),
            input.held ?? false,
            input.test ?? false,
            input.resume ? Buffer.from(input.resume.bytes) : null,
            input.resume ? input.resume.originalName.slice(0, 200) : null,
            input.resume?.kind ?? null,
            input.resume?.bytes.byteLength ?? null,
            digest,
            input.receivedAt ?? null,
            input.resume?.scan ?? null,
          ],
        },
        SAVE_TIMEOUT_MS,
      ),
    );
    if (inserted.rows[0]) return toRecord(inserted.rows[0]);
    const earlier = (
      await database().query<Row>(
        timed({ text: `SELECT ${COLUMNS} FROM submissions WHERE id = $1`, values: [input.id] }, SAVE_TIMEOUT_MS),
      )
    ).rows[0];
    if (!earlier) throw new Error("submission neither inserted nor found");
    if (earlier.digest && earlier.digest !== digest) throw new IdempotencyConflict();
    return toRecord(earlier);
  }

  /** Sends every due row, one transaction per row, until none is left that this instance can claim. */
  async function deliverUnsent(send: Send, now?: Date) {
    const round: DeliveryRound = { sent: 0, failed: [], gaveUp: [], setAside: [] };
    await withClient(database(), async (client) => {
      while (await sendOne(client, send, round, now ?? null));
    });
    return round;
  }

  async function erasedSince(emailHash: string, receivedAt: string) {
    const { rows } = await database().query(
      timed(
        { text: "SELECT 1 FROM erasures WHERE email_hash = $1 AND erased_at >= $2", values: [emailHash, receivedAt] },
        SAVE_TIMEOUT_MS,
      ),
    );
    return rows.length > 0;
  }

  /** One DELETE, by PostgreSQL's index on nothing but time: run hourly, it finds a few rows at most. */
  async function deleteExpired(cut: Cutoffs) {
    const { rowCount } = await database().query(
      `DELETE FROM submissions WHERE CASE
         WHEN held OR spam OR test THEN received_at < $1
         WHEN NOT (form = ANY($2)) THEN received_at < $3
         WHEN fields->>$4 = $5 THEN received_at < $6
         ELSE received_at < $7 END`,
      [cut.held, APPLICATION_FORMS, cut.enquiry, KEEP_RESUME_FIELD, KEEP_RESUME_VALUE, cut.consented, cut.application],
    );
    return rowCount ?? 0;
  }

  /**
   * Scans the resumes waiting for a scan, oldest first. Without a lock: two instances may scan the same
   * file, and the update only takes a row still pending, so the outcome is written once.
   */
  async function rescanPending(scan: Rescan): Promise<RescanRound> {
    const round: RescanRound = { clean: [], removed: [], waiting: 0, oldestWaitingMs: null };
    const { rows } = await database().query<{ id: string; resume: Buffer | null; waited: number }>(
      `SELECT id, resume, (extract(epoch FROM now() - received_at) * 1000)::float8 AS waited
       FROM submissions WHERE resume_scan = 'pending' ORDER BY received_at LIMIT 100`,
    );
    for (const row of rows) {
      const outcome = row.resume ? await scan(row.resume) : "clean";
      if (outcome === "unscanned") {
        round.waiting += 1;
        round.oldestWaitingMs = Math.max(round.oldestWaitingMs ?? 0, row.waited);
        continue;
      }
      if (outcome === "clean") {
        await database().query("UPDATE submissions SET resume_scan = NULL WHERE id = $1 AND resume_scan = 'pending'", [
          row.id,
        ]);
        round.clean.push(row.id);
      } else {
        await database().query(
          "UPDATE submissions SET resume = NULL, resume_scan = 'removed' WHERE id = $1 AND resume_scan = 'pending'",
          [row.id],
        );
        round.removed.push(row.id);
      }
    }
    return round;
  }

  /** Held rows (or spam, from the release before) of one span: counted per form, and the first `limit` read. */
  async function heldSummary(from: Date, to: Date, limit: number): Promise<HeldSummary> {
    const counts = await database().query<{ form: string; count: string }>(
      `SELECT form, count(*) AS count FROM submissions
       WHERE (held OR spam) AND sent_at IS NULL AND received_at >= $1 AND received_at < $2
       GROUP BY form ORDER BY form`,
      [from, to],
    );
    const first = await database().query<{
      id: string;
      received_at: Date;
      form: string;
      fields: Record<string, string>;
    }>(
      `SELECT id, received_at, form, fields FROM submissions
       WHERE (held OR spam) AND sent_at IS NULL AND received_at >= $1 AND received_at < $2
       ORDER BY received_at, id LIMIT $3`,
      [from, to, limit],
    );
    const byForm = Object.fromEntries(counts.rows.map((row) => [row.form, Number(row.count)]));
    return {
      total: Object.values(byForm).reduce((sum, count) => sum + count, 0),
      byForm,
      first: first.rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at.toISOString(),
        form: row.form,
        fields: row.fields,
      })),
    };
  }

  /** One row per day (migrations/010): the INSERT that makes it is the instance that sends that day's digest. */
  async function claimHeldDigest(day: string) {
    const { rowCount } = await database().query(
      "INSERT INTO held_digests (day) VALUES ($1::date) ON CONFLICT (day) DO NOTHING",
      [day],
    );
    return rowCount === 1;
  }

  async function releaseHeldDigest(day: string) {
    await database().query("DELETE FROM held_digests WHERE day = $1::date", [day]);
  }

  return {
    save: (input) => save({ ...input, id: input.id ?? randomUUID() }),
    deliverUnsent,
    deleteExpired,
    erasedSince,
    rescanPending,
    heldSummary,
    claimHeldDigest,
    releaseHeldDigest,
  };
}
