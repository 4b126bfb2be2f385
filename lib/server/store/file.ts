import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { sweepStaleTempFiles } from "../sweep-temp-files";
import { writeAtomic } from "./write-atomic";
import { submissionDigest } from "./digest";
import { IdempotencyConflict, type NewSubmission, type Send, type StoredSubmission, type SubmissionStore } from "./types";

const readRecord = (file: string) =>
  fs.readFile(/*turbopackIgnore: true*/ file, "utf8").then(
    (text) => JSON.parse(text) as StoredSubmission,
    () => undefined,
  );

/**
 * Submissions as files in one folder: `<id>.json` (and `<id>-resume.<kind>`), spam under `spam/`.
 * `unsent/` holds an empty file per submission whose e-mail has not gone out, so the retry reads only
 * those, however many sent submissions the folder has gathered.
 */
export function createFileStore(dir: string): SubmissionStore & { list(): Promise<StoredSubmission[]> } {
  const unsentDir = path.join(/*turbopackIgnore: true*/ dir, "unsent");
  const indexed = path.join(unsentDir, ".indexed");
  let swept: Promise<unknown> | undefined;
  let index: Promise<void> | undefined;

  /** Folders written before unsent/ existed: their unsent records are indexed once, then never scanned again. */
  async function indexOnce() {
    if (await fs.stat(indexed).then(() => true, () => false)) return;
    await fs.mkdir(unsentDir, { recursive: true });
    for (const record of await list()) if (!record.delivery.sent) await fs.writeFile(path.join(unsentDir, record.id), "");
    await fs.writeFile(indexed, "");
  }

  async function list(): Promise<StoredSubmission[]> {
    const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
    const records = await Promise.all(names.filter((name) => name.endsWith(".json")).map((name) => readRecord(path.join(dir, name))));
    return records.filter((record) => record !== undefined).sort((a, b) => a.id.localeCompare(b.id));
  }

  async function save(input: NewSubmission): Promise<StoredSubmission> {
    const clientId = input.id;
    const folder = input.spam ? path.join(dir, "spam") : dir;
    await fs.mkdir(folder, { recursive: true });
    // Once per process, before its first write: what an earlier process left half-written goes.
    swept ??= sweepStaleTempFiles(dir).catch(() => 0);
    await swept;
    const digest = submissionDigest(input);
    const receivedAt = new Date();
    const id = clientId ?? `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}`;
    if (clientId) {
      const earlier = await readRecord(path.join(folder, `${id}.json`));
      if (earlier && earlier.digest && earlier.digest !== digest) throw new IdempotencyConflict();
      if (earlier) return earlier;
    }
    let resume: StoredSubmission["resume"];
    if (input.resume) {
      const file = `${id}-resume.${input.resume.kind}`;
      await writeAtomic(path.join(folder, file), input.resume.bytes);
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
      digest,
    };
    // Marked unsent before the record exists: a crash in between leaves a marker without a record, which the retry drops.
    const marker = path.join(unsentDir, id);
    try {
      if (!input.spam) {
        await fs.mkdir(unsentDir, { recursive: true });
        await fs.writeFile(marker, "");
      }
      await writeAtomic(path.join(folder, `${id}.json`), JSON.stringify(record, null, 2));
    } catch (error) {
      // Nobody was told this submission was accepted: its resume and marker must not outlive it.
      await Promise.all([resume && fs.rm(path.join(folder, resume.file), { force: true }), fs.rm(marker, { force: true })]);
      throw error;
    }
    return record;
  }

  async function deliverUnsent(send: Send) {
    index ??= indexOnce().catch((error) => {
      index = undefined;
      throw error;
    });
    await index;
    const ids = (await fs.readdir(/*turbopackIgnore: true*/ unsentDir)).filter((name) => !name.startsWith(".")).sort();
    for (const id of ids) {
      const marker = path.join(unsentDir, id);
      const file = path.join(dir, `${id}.json`);
      const record = await readRecord(file);
      if (!record || record.delivery.sent) {
        await fs.rm(marker, { force: true });
        continue;
      }
      const attempts = record.delivery.attempts + 1;
      try {
        const attachment = record.resume ? { filename: `resume-${record.id}.${record.resume.kind}`, path: path.join(dir, record.resume.file) } : undefined;
        await send({ record, attachment });
      } catch (error) {
        await writeAtomic(file, JSON.stringify({ ...record, delivery: { sent: false, attempts, lastError: String(error).slice(0, 300) } }, null, 2));
        continue;
      }
      await writeAtomic(file, JSON.stringify({ ...record, delivery: { sent: true, attempts, sentAt: new Date().toISOString() } }, null, 2));
      await fs.rm(marker, { force: true });
    }
  }

  return { save, deliverUnsent, list };
}
