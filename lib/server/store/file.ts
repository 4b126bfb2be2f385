import "server-only";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { errorFields } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { sweepStaleTempFiles } from "../sweep-temp-files";
import { unlessMissing } from "../unless-missing";
import { PRIVATE_FOLDER, writeAtomic } from "@/lib/write-atomic.mjs";
import { isExpired, type Cutoffs } from "./retention";
import { givesUp, retryDelayMs } from "./retry-schedule";
import { submissionDigest } from "./digest";
import { sendFailure } from "./send-failure";
import {
  IdempotencyConflict,
  isLead,
  type DeliveryRound,
  type HeldSummary,
  type NewSubmission,
  type RescanRound,
  type Rescan,
  type Send,
  type StoredSubmission,
  type SubmissionStore,
} from "./types";

/** A record as the outbox finds it: there, gone (never accepted: a crash came between marker and record), or unreadable. */
type Found = { state: "ok"; record: StoredSubmission } | { state: "missing" } | { state: "unreadable"; reason: string };

async function findRecord(file: string): Promise<Found> {
  let text: string;
  try {
    text = await fs.readFile(/*turbopackIgnore: true*/ file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { state: "missing" };
    return { state: "unreadable", reason: (error as NodeJS.ErrnoException).code ?? "read failed" };
  }
  try {
    const record = JSON.parse(text) as StoredSubmission;
    if (typeof record?.id === "string" && typeof record.delivery === "object") return { state: "ok", record };
    return { state: "unreadable", reason: "not a submission record" };
  } catch {
    return { state: "unreadable", reason: "not valid JSON" };
  }
}

/**
 * An unsent marker holds its record's next attempt time (empty: due now), so a round skips what is not
 * due without reading the record. The record's own time decides; a marker that says otherwise is only
 * a record read more.
 */
async function markerDue(marker: string): Promise<number> {
  const time = Date.parse(await fs.readFile(/*turbopackIgnore: true*/ marker, "utf8").catch(unlessMissing("")));
  return Number.isNaN(time) ? 0 : time;
}

/** Writes the next attempt time into a marker, keeping its mtime: that is when the e-mail started waiting (readiness's age). */
async function postpone(marker: string, until: string) {
  const since = await fs.stat(/*turbopackIgnore: true*/ marker).then(
    (stat) => stat.mtimeMs / 1000,
    () => undefined,
  );
  if (since === undefined) return;
  await fs.writeFile(marker, until);
  await fs.utimes(marker, since, since);
}

const readRecord = async (file: string) => {
  const found = await findRecord(file);
  return found.state === "ok" ? found.record : undefined;
};

/**
 * Submissions as files in one folder: `<id>.json` (and `<id>-resume.<kind>`), held posts under `held/`
 * (and, from before they were kept whole, `spam/`), a smoke suite's posts under `test/`.
 * `unsent/` holds a marker per submission whose e-mail has not gone out (its next attempt time inside),
 * so the retry reads only those, however many sent submissions the folder has gathered; `failed/` one
 * per submission given up on after a day of tries (lib/server/store/retry-schedule.ts), which no round
 * reads until `npm run outbox:retry` moves it back.
 */
export function createFileStore(dir: string): SubmissionStore & {
  list(): Promise<StoredSubmission[]>;
  rescanPending(scan: Rescan): Promise<RescanRound>;
  heldSummary(from: Date, to: Date, limit: number): Promise<HeldSummary>;
  claimHeldDigest(day: string): Promise<boolean>;
  releaseHeldDigest(day: string): Promise<void>;
} {
  const unsentDir = path.join(/*turbopackIgnore: true*/ dir, "unsent");
  // One marker per lead whose resume waits for a scan (clamd did not answer): its mtime is when it began.
  const pendingScanDir = path.join(/*turbopackIgnore: true*/ dir, "pending-scan");
  // Records the outbox could not read go here with a note of why; their unsent markers stay, so the
  // e-mail waits for an operator rather than being dropped, and readiness sees its age grow.
  const asideDir = path.join(/*turbopackIgnore: true*/ dir, "unreadable");
  const failedDir = path.join(/*turbopackIgnore: true*/ dir, "failed");
  const indexed = path.join(unsentDir, ".indexed");
  let swept: Promise<unknown> | undefined;
  let index: Promise<void> | undefined;

  /** Folders written before unsent/ existed: their unsent records are indexed once, then never scanned again. */
  async function indexOnce() {
    if (
      await fs.stat(indexed).then(
        () => true,
        () => false,
      )
    )
      return;
    await fs.mkdir(unsentDir, { recursive: true, mode: PRIVATE_FOLDER });
    // A marker already there is kept as it is: its mtime is when the e-mail started waiting, its content the next try.
    for (const record of await list())
      if (!record.delivery.sent && !record.delivery.failedAt)
        await fs.writeFile(path.join(unsentDir, record.id), "", { flag: "wx" }).catch((error) => {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        });
    await fs.writeFile(indexed, "");
  }

  async function list(): Promise<StoredSubmission[]> {
    const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(unlessMissing([] as string[]));
    const records = await Promise.all(
      names.filter((name) => name.endsWith(".json")).map((name) => readRecord(path.join(dir, name))),
    );
    return records.filter((record) => record !== undefined).sort((a, b) => a.id.localeCompare(b.id));
  }

  async function save(input: NewSubmission): Promise<StoredSubmission> {
    const clientId = input.id;
    const folder = input.held ? path.join(dir, "held") : input.test ? path.join(dir, "test") : dir;
    await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
    // Once per process, before its first write: what an earlier process left half-written goes.
    // A sweep that fails leaves only stale temp files; the save itself goes on, and says so.
    swept ??= sweepStaleTempFiles(dir).catch((error: unknown) => {
      log().warn({ event: "store.sweep_failed", ...errorFields(error) }, "stale temp files could not be swept");
      return 0;
    });
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
      resume = {
        file,
        originalName: input.resume.originalName.slice(0, 200),
        kind: input.resume.kind,
        size: input.resume.bytes.byteLength,
        ...(input.resume.scan ? { scan: input.resume.scan } : {}),
      };
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
    const pendingScan = resume?.scan === "pending" && isLead(input) ? path.join(pendingScanDir, id) : undefined;
    try {
      if (pendingScan) {
        await fs.mkdir(pendingScanDir, { recursive: true, mode: PRIVATE_FOLDER });
        await fs.writeFile(pendingScan, "");
      }
      if (isLead(input)) {
        await fs.mkdir(unsentDir, { recursive: true, mode: PRIVATE_FOLDER });
        await fs.writeFile(marker, "");
      }
      await writeAtomic(path.join(folder, `${id}.json`), JSON.stringify(record, null, 2));
    } catch (error) {
      // Nobody was told this submission was accepted: its resume and marker must not outlive it.
      await Promise.all([
        resume && fs.rm(path.join(folder, resume.file), { force: true }),
        fs.rm(marker, { force: true }),
        pendingScan && fs.rm(pendingScan, { force: true }),
      ]);
      throw error;
    }
    return record;
  }

  /** Given up on: the marker goes to failed/, out of every round's sight, until `npm run outbox:retry` puts it back. */
  async function markFailed(id: string) {
    await fs.mkdir(failedDir, { recursive: true, mode: PRIVATE_FOLDER });
    await fs.writeFile(path.join(failedDir, id), "");
    await fs.rm(path.join(unsentDir, id), { force: true });
  }

  async function deliverUnsent(send: Send, now = new Date()) {
    index ??= indexOnce().catch((error) => {
      index = undefined;
      throw error;
    });
    await index;
    const ids = (await fs.readdir(/*turbopackIgnore: true*/ unsentDir)).filter((name) => !name.startsWith(".")).sort();
    const round: DeliveryRound = { sent: 0, failed: [], gaveUp: [], setAside: [] };
    for (const id of ids) {
      const marker = path.join(unsentDir, id);
      // Not due yet by its marker: skipped without reading its record.
      if ((await markerDue(marker)) > now.getTime()) continue;
      const file = path.join(dir, `${id}.json`);
      const found = await findRecord(file);
      if (found.state === "missing") {
        const setAsideEarlier = await fs.stat(path.join(asideDir, `${id}.json`)).then(
          () => true,
          () => false,
        );
        if (!setAsideEarlier) await fs.rm(marker, { force: true });
        continue;
      }
      if (found.state === "unreadable") {
        await fs.mkdir(asideDir, { recursive: true, mode: PRIVATE_FOLDER });
        await fs.rename(file, path.join(asideDir, `${id}.json`));
        await fs.writeFile(path.join(asideDir, `${id}.reason`), `${now.toISOString()} ${found.reason}\n`);
        round.setAside.push(id);
        continue;
      }
      const { record } = found;
      if (record.delivery.sent) {
        await fs.rm(marker, { force: true });
        continue;
      }
      // A process that stopped between writing the record and moving or updating its marker.
      if (record.delivery.failedAt) {
        await markFailed(id);
        continue;
      }
      // Quarantined until a scan passes (rescanPending): its marker stays, and its wait shows in the backlog.
      if (record.resume?.scan === "pending") continue;
      const { nextAttemptAt, retriedAt } = record.delivery;
      if (nextAttemptAt && Date.parse(nextAttemptAt) > now.getTime()) {
        await postpone(marker, nextAttemptAt);
        continue;
      }
      const attempts = record.delivery.attempts + 1;
      try {
        const removed = record.resume?.scan === "removed";
        const attachment =
          record.resume && !removed
            ? { filename: `resume-${record.id}.${record.resume.kind}`, path: path.join(dir, record.resume.file) }
            : undefined;
        await send({ record, attachment, ...(removed ? { resumeRemoved: true } : {}) });
      } catch (error) {
        const lastError = sendFailure(error);
        round.lastError = lastError;
        const kept = { sent: false, attempts, lastError, ...(retriedAt ? { retriedAt } : {}) };
        // The record first: it is what decides; the marker only saves a round from reading it.
        if (givesUp(attempts)) {
          await writeAtomic(
            file,
            JSON.stringify({ ...record, delivery: { ...kept, failedAt: now.toISOString() } }, null, 2),
          );
          await markFailed(id);
          round.gaveUp.push(id);
        } else {
          const next = new Date(now.getTime() + retryDelayMs(attempts)).toISOString();
          await writeAtomic(file, JSON.stringify({ ...record, delivery: { ...kept, nextAttemptAt: next } }, null, 2));
          await postpone(marker, next);
          round.failed.push(id);
        }
        continue;
      }
      await writeAtomic(
        file,
        JSON.stringify(
          {
            ...record,
            delivery: { sent: true, attempts, sentAt: now.toISOString(), ...(retriedAt ? { retriedAt } : {}) },
          },
          null,
          2,
        ),
      );
      await fs.rm(marker, { force: true });
      round.sent += 1;
    }
    return round;
  }

  /** Each folder of records read once an hour: the record says when it came and what it is. */
  async function deleteExpired(cut: Cutoffs) {
    let deleted = 0;
    for (const sub of ["", "held", "spam", "test"]) {
      const folder = path.join(/*turbopackIgnore: true*/ dir, sub);
      const names = await fs.readdir(/*turbopackIgnore: true*/ folder).catch(unlessMissing([] as string[]));
      for (const name of names.filter((entry) => entry.endsWith(".json"))) {
        const record = await readRecord(path.join(folder, name));
        if (!record || !isExpired({ ...record, apart: sub !== "" }, cut)) continue;
        // The record last: a sweep cut short leaves it to be found again, never a marker or resume without it.
        await fs.rm(path.join(unsentDir, record.id), { force: true });
        await fs.rm(path.join(failedDir, record.id), { force: true });
        if (record.resume) await fs.rm(path.join(folder, record.resume.file), { force: true });
        await fs.rm(path.join(folder, name), { force: true });
        deleted += 1;
      }
    }
    return deleted;
  }

  /**
   * Scans each resume waiting in pending-scan/: clean, the record loses its mark and the next delivery
   * round e-mails it once; detected, the file is deleted and the record marked `removed` (e-mailed
   * without it); unscanned, it waits for the next round. The record is written before its marker goes.
   */
  async function rescanPending(scan: Rescan): Promise<RescanRound> {
    const round: RescanRound = { clean: [], removed: [], waiting: 0, oldestWaitingMs: null };
    const ids = (await fs.readdir(/*turbopackIgnore: true*/ pendingScanDir).catch(unlessMissing([] as string[])))
      .filter((name) => !name.startsWith("."))
      .sort();
    for (const id of ids) {
      const marker = path.join(pendingScanDir, id);
      const file = path.join(dir, `${id}.json`);
      const record = await readRecord(file);
      if (!record?.resume || record.resume.scan !== "pending") {
        // No record (a crash before it was written, or set aside as unreadable) or nothing left to scan.
        if (!record) {
          const since = await fs.stat(marker).then(
            (stat) => stat.mtimeMs,
            () => undefined,
          );
          if (since !== undefined && Date.now() - since < 60_000) continue;
        }
        await fs.rm(marker, { force: true });
        continue;
      }
      const resumePath = path.join(dir, record.resume.file);
      const outcome = await scan(await fs.readFile(/*turbopackIgnore: true*/ resumePath));
      if (outcome === "unscanned") {
        const since = await fs.stat(marker).then(
          (stat) => stat.mtimeMs,
          () => Date.now(),
        );
        round.waiting += 1;
        round.oldestWaitingMs = Math.max(round.oldestWaitingMs ?? 0, Date.now() - since);
        continue;
      }
      const resume = { ...record.resume };
      delete resume.scan;
      if (outcome === "clean") {
        await writeAtomic(file, JSON.stringify({ ...record, resume }, null, 2));
        round.clean.push(id);
      } else {
        await writeAtomic(file, JSON.stringify({ ...record, resume: { ...resume, scan: "removed" } }, null, 2));
        await fs.rm(resumePath, { force: true });
        round.removed.push(id);
      }
      await fs.rm(marker, { force: true });
    }
    return round;
  }

  /** Reads held/ (and spam/, from before posts were held whole): a day's held posts are few, capped per client and hour. */
  async function heldSummary(from: Date, to: Date, limit: number): Promise<HeldSummary> {
    const held: StoredSubmission[] = [];
    for (const sub of ["held", "spam"]) {
      const folder = path.join(/*turbopackIgnore: true*/ dir, sub);
      const names = await fs.readdir(/*turbopackIgnore: true*/ folder).catch(unlessMissing([] as string[]));
      for (const name of names.filter((entry) => entry.endsWith(".json"))) {
        const record = await readRecord(path.join(folder, name));
        const at = record ? Date.parse(record.receivedAt) : NaN;
        if (record && at >= from.getTime() && at < to.getTime()) held.push(record);
      }
    }
    held.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
    const byForm: Record<string, number> = {};
    for (const record of held) byForm[record.form] = (byForm[record.form] ?? 0) + 1;
    return {
      total: held.length,
      byForm,
      first: held.slice(0, limit).map(({ id, receivedAt, form, fields }) => ({ id, receivedAt, form, fields })),
    };
  }

  /** One marker file per day's digest, made with O_EXCL: of every instance sharing the folder, one makes it. */
  const digestMarker = (day: string) => path.join(/*turbopackIgnore: true*/ dir, "held-digests", day);

  async function claimHeldDigest(day: string) {
    await fs.mkdir(path.dirname(digestMarker(day)), { recursive: true, mode: PRIVATE_FOLDER });
    return fs.writeFile(digestMarker(day), "", { flag: "wx" }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "EEXIST") return false;
        throw error;
      },
    );
  }

  async function releaseHeldDigest(day: string) {
    await fs.rm(digestMarker(day), { force: true });
  }

  return { save, deliverUnsent, deleteExpired, list, rescanPending, heldSummary, claimHeldDigest, releaseHeldDigest };
}
