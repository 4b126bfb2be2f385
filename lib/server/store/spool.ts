import "server-only";
import { promises as fs } from "node:fs";
import path from "node:path";
import { PRIVATE_FOLDER, writeAtomic } from "@/lib/write-atomic.mjs";
import type { ResumeKind } from "../file-sniff";
import { unlessMissing } from "../unless-missing";
import type { NewSubmission } from "./types";

/** A submission as the spool keeps it: what the store would have been given, and when it came. */
export type SpooledSubmission = NewSubmission & { id: string; receivedAt: string };

type Stored = Omit<SpooledSubmission, "resume"> & {
  resume?: { base64: string; originalName: string; kind: ResumeKind; scan?: "pending" };
};

/** The spool is at its cap: the receiver refuses rather than fill the instance's disk. */
class SpoolFull extends Error {
  constructor() {
    super("The spool is full.");
    this.name = "SpoolFull";
  }
}

/** By name, not `instanceof`: the spool may have been made in another bundle of this process. */
export const isSpoolFull = (error: unknown): error is SpoolFull => error instanceof Error && error.name === "SpoolFull";

export type Spool = {
  /** Resolves once the submission is on disk (fsync'd); rejects with SpoolFull past the cap. */
  add(submission: SpooledSubmission): Promise<void>;
  /** The waiting entries, oldest first. */
  entries(): Promise<string[]>;
  read(entry: string): Promise<SpooledSubmission>;
  remove(entry: string): Promise<void>;
  /** Moves an entry that cannot be read out of the way, into `unreadable/`, for an operator. */
  setAside(entry: string): Promise<void>;
  /** How many submissions wait and their bytes on disk. */
  size(): Promise<{ count: number; bytes: number }>;
  /** Writes and removes a file: whether this instance can still keep what PostgreSQL cannot take. */
  probe(): Promise<void>;
};

/**
 * One file per submission under `dir`, written like the file store's records (temp file, fsync,
 * rename, fsync of the folder), named by arrival time so a listing is oldest first. It belongs to one
 * instance: its running total of bytes is kept in memory, read from the disk once.
 */
export function createSpool({ dir, maxBytes }: { dir: string; maxBytes: number }): Spool {
  const fileOf = (entry: string) => path.join(/*turbopackIgnore: true*/ dir, entry);
  let bytes: Promise<number> | undefined;

  async function listed(): Promise<string[]> {
    const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(unlessMissing([] as string[]));
    return names.filter((name) => name.endsWith(".json")).sort();
  }

  const sizeOf = (entry: string) =>
    fs.stat(/*turbopackIgnore: true*/ fileOf(entry)).then((stat) => stat.size, unlessMissing(0));

  function total(): Promise<number> {
    bytes ??= listed().then(async (entries) => (await Promise.all(entries.map(sizeOf))).reduce((a, b) => a + b, 0));
    bytes.catch(() => (bytes = undefined));
    return bytes;
  }

  async function add(submission: SpooledSubmission) {
    const { resume, ...rest } = submission;
    const stored: Stored = {
      ...rest,
      ...(resume
        ? {
            resume: {
              base64: Buffer.from(resume.bytes).toString("base64"),
              originalName: resume.originalName,
              kind: resume.kind,
              ...(resume.scan ? { scan: resume.scan } : {}),
            },
          }
        : {}),
    };
    const data = JSON.stringify(stored);
    const size = Buffer.byteLength(data);
    // Chained on the running total, so two adds at once cannot both fit into the last free bytes.
    let admitted = false;
    bytes = total().then((held) => {
      admitted = held + size <= maxBytes;
      return admitted ? held + size : held;
    });
    await bytes;
    if (!admitted) throw new SpoolFull();
    const entry = `${Date.now().toString().padStart(15, "0")}-${submission.id}.json`;
    try {
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
      await writeAtomic(fileOf(entry), data);
    } catch (error) {
      bytes = total().then((held) => held - size);
      throw error;
    }
  }

  async function read(entry: string): Promise<SpooledSubmission> {
    const stored = JSON.parse(await fs.readFile(/*turbopackIgnore: true*/ fileOf(entry), "utf8")) as Stored & {
      spam?: boolean;
    };
    // `spam` is what the release before held posts wrote: such an entry is held, never drained as a lead.
    const { resume, spam, ...rest } = stored;
    return {
      ...rest,
      ...(spam ? { held: true } : {}),
      ...(resume
        ? {
            resume: {
              bytes: new Uint8Array(Buffer.from(resume.base64, "base64")),
              originalName: resume.originalName,
              kind: resume.kind,
              ...(resume.scan ? { scan: resume.scan } : {}),
            },
          }
        : {}),
    };
  }

  async function forget(entry: string, move: (file: string) => Promise<void>) {
    const size = await sizeOf(entry);
    await move(fileOf(entry));
    const folder = await fs.open(/*turbopackIgnore: true*/ dir, "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
    if (bytes) bytes = bytes.then((held) => Math.max(0, held - size));
  }

  return {
    add,
    entries: listed,
    read,
    remove: (entry) => forget(entry, (file) => fs.rm(file, { force: true })),
    async setAside(entry) {
      const aside = path.join(/*turbopackIgnore: true*/ dir, "unreadable");
      await fs.mkdir(aside, { recursive: true, mode: PRIVATE_FOLDER });
      await forget(entry, (file) => fs.rename(file, path.join(aside, entry)));
    },
    async size() {
      const entries = await listed();
      return { count: entries.length, bytes: await total() };
    },
    async probe() {
      await fs.mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
      const file = fileOf(`.probe-${process.pid}.tmp`);
      await fs.writeFile(file, "");
      await fs.rm(file, { force: true });
    },
  };
}
