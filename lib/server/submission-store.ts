import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { ResumeKind } from "./file-sniff";
import { sweepStaleTempFiles } from "./sweep-temp-files";

export type StoredSubmission = {
  id: string;
  receivedAt: string;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume?: { file: string; originalName: string; kind: ResumeKind; size: number };
  delivery: { sent: boolean; attempts: number; sentAt?: string; lastError?: string };
};

export function submissionsDir() {
  return path.resolve(/*turbopackIgnore: true*/ process.env.SUBMISSIONS_DIR ?? path.join(process.cwd(), "data/submissions"));
}

/** Temp file, fsync, rename, fsync of the folder: a crash leaves the old file or the new one, never half of one. */
async function writeAtomic(file: string, data: Uint8Array | string) {
  const temp = `${file}.${randomUUID()}.tmp`;
  const handle = await fs.open(temp, "wx");
  try {
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    // A full or failing disk must not keep half a submission (or a whole resume) nobody was told about.
    await fs.rm(temp, { force: true });
    throw error;
  }
  const folder = await fs.open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

export type NewSubmission = {
  /** The client's id for this submission (e.g. its Idempotency-Key): a retried post is stored once. */
  id?: string;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume?: { bytes: Uint8Array; originalName: string; kind: ResumeKind };
  spam?: boolean;
};

let swept: Promise<unknown> | undefined;

/** Ids a client may choose: long enough not to collide, safe as a file name. */
const CLIENT_ID = /^[A-Za-z0-9_-]{16,80}$/;

/**
 * Keeps a submission and resolves only once it is durable: in PostgreSQL when DATABASE_URL is set,
 * else on disk (resume first, then its record).
 */
export async function saveSubmission(input: NewSubmission): Promise<StoredSubmission> {
  const clientId = input.id && CLIENT_ID.test(input.id) ? input.id : undefined;
  if (process.env.DATABASE_URL) {
    const { saveToPostgres } = await import("./store/postgres");
    return saveToPostgres({ ...input, id: clientId ?? randomUUID() });
  }
  const dir = input.spam ? path.join(submissionsDir(), "spam") : submissionsDir();
  await fs.mkdir(dir, { recursive: true });
  // Once per process, before its first write: what an earlier process left half-written goes.
  swept ??= sweepStaleTempFiles(submissionsDir()).catch(() => 0);
  await swept;
  const receivedAt = new Date();
  const id = clientId ?? `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
  if (clientId) {
    const earlier = await fs.readFile(/*turbopackIgnore: true*/ path.join(dir, `${id}.json`), "utf8").catch(() => undefined);
    if (earlier) return JSON.parse(earlier) as StoredSubmission;
  }
  let resume: StoredSubmission["resume"];
  if (input.resume) {
    const file = `${id}-resume.${input.resume.kind}`;
    await writeAtomic(path.join(dir, file), input.resume.bytes);
    resume = { file, originalName: input.resume.originalName.slice(0, 200), kind: input.resume.kind, size: input.resume.bytes.byteLength };
  }
  const record: StoredSubmission = {
    id,
    receivedAt: receivedAt.toISOString(),
    form: input.form,
    subject: input.subject,
    fields: input.fields,
    ...(resume ? { resume } : {}),
    delivery: { sent: false, attempts: 0 },
  };
  try {
    await writeAtomic(path.join(dir, `${id}.json`), JSON.stringify(record, null, 2));
  } catch (error) {
    if (resume) await fs.rm(path.join(dir, resume.file), { force: true });
    throw error;
  }
  return record;
}

export async function listSubmissions(): Promise<StoredSubmission[]> {
  const dir = submissionsDir();
  const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
  const records = await Promise.all(
    names.filter((name) => name.endsWith(".json")).map(async (name) => JSON.parse(await fs.readFile(/*turbopackIgnore: true*/ path.join(dir, name), "utf8")) as StoredSubmission),
  );
  return records.sort((a, b) => a.id.localeCompare(b.id));
}

export async function updateDelivery(record: StoredSubmission, delivery: StoredSubmission["delivery"]) {
  await writeAtomic(path.join(submissionsDir(), `${record.id}.json`), JSON.stringify({ ...record, delivery }, null, 2));
}

export function resumePath(record: StoredSubmission) {
  return record.resume ? path.join(/*turbopackIgnore: true*/ submissionsDir(), record.resume.file) : undefined;
}
