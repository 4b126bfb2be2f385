import { database } from "../db";
import type { ResumeKind } from "../file-sniff";
import type { NewSubmission, StoredSubmission } from "../submission-store";

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
};

const COLUMNS = "id, received_at, form, subject, fields, resume_name, resume_kind, resume_size, sent_at, attempts, last_error";

function toRecord(row: Row): StoredSubmission {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    form: row.form,
    subject: row.subject,
    fields: row.fields,
    ...(row.resume_kind && row.resume_name !== null
      ? { resume: { file: `resume-${row.id}.${row.resume_kind}`, originalName: row.resume_name, kind: row.resume_kind, size: row.resume_size ?? 0 } }
      : {}),
    delivery: {
      sent: row.sent_at !== null,
      attempts: row.attempts,
      ...(row.sent_at ? { sentAt: row.sent_at.toISOString() } : {}),
      ...(row.last_error ? { lastError: row.last_error } : {}),
    },
  };
}

/**
 * One INSERT (one transaction, committed before the caller answers) holding the fields, the resume
 * bytes and the row's place in the e-mail outbox. The id comes from the client when it sent one, so a
 * retried post finds its first row instead of making a second.
 */
export async function saveToPostgres(input: NewSubmission & { id: string }): Promise<StoredSubmission> {
  const db = database();
  const inserted = await db.query<Row>(
    `INSERT INTO submissions (id, form, subject, fields, spam, resume, resume_name, resume_kind, resume_size)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      input.id,
      input.form,
      input.subject,
      JSON.stringify(input.fields),
      input.spam ?? false,
      input.resume ? Buffer.from(input.resume.bytes) : null,
      input.resume ? input.resume.originalName.slice(0, 200) : null,
      input.resume?.kind ?? null,
      input.resume?.bytes.byteLength ?? null,
    ],
  );
  const row = inserted.rows[0] ?? (await db.query<Row>(`SELECT ${COLUMNS} FROM submissions WHERE id = $1`, [input.id])).rows[0];
  if (!row) throw new Error(`submission ${input.id} neither inserted nor found`);
  return toRecord(row);
}
