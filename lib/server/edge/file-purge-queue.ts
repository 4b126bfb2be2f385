import "server-only";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import type { PurgeKind } from "@/lib/edge/providers.mjs";
import { writeAtomic } from "@/lib/write-atomic.mjs";
import { deliverRound } from "./deliver-round";
import { purgeWaitMs, type PurgeQueue, type PurgeRound, type QueuedPurge } from "./purge-queue";

type Entry = { keys: string[]; kind: PurgeKind; attempts: number; nextAttemptAt: number; lastError?: string };

/** An entry's file name: the time it was made (ms, zero-padded, so names sort by age) and a random part. */
const ENTRY = /^\d{15}-[\da-f]{8}\.json$/;
const madeAt = (id: string) => Number(id.slice(0, 15));

// An entry written before purges had a kind has none: it reads as hard, as migrations/005 reads the rows.
const isEntry = (value: unknown): value is Omit<Entry, "kind"> & { kind?: PurgeKind } => {
  const entry = value as Partial<Entry> | null;
  return (
    Array.isArray(entry?.keys) &&
    entry.keys.every((key) => typeof key === "string") &&
    (entry.kind === undefined || entry.kind === "soft" || entry.kind === "hard") &&
    typeof entry.attempts === "number" &&
    typeof entry.nextAttemptAt === "number"
  );
};

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Purges as files under `<dir>/edge-purges/`. A file that is there but is no purge (cut short, edited
 * by hand) goes to `edge-purges/unreadable/` for an operator, rather than being skipped by every round;
 * a purge the edge refused for good goes to `edge-purges/given-up/` with the edge's reason, so an
 * operator sees what the edge may still hold.
 */
export function createFilePurgeQueue(dir: string): PurgeQueue {
  const folder = path.join(/*turbopackIgnore: true*/ dir, "edge-purges");
  const asideFolder = path.join(folder, "unreadable");
  const givenUpFolder = path.join(folder, "given-up");
  const fileOf = (id: string) => path.join(folder, `${id}.json`);

  /** The waiting entries' ids, oldest first; none while the folder does not exist yet. */
  async function ids(): Promise<string[]> {
    const names = await fs.readdir(/*turbopackIgnore: true*/ folder).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    return names
      .filter((name) => ENTRY.test(name))
      .map((name) => name.slice(0, -".json".length))
      .sort();
  }

  /** undefined when it left the queue meanwhile; throws what the disk threw. */
  async function read(id: string): Promise<string | undefined> {
    return fs.readFile(/*turbopackIgnore: true*/ fileOf(id), "utf8").catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
  }

  function parse(text: string): Entry {
    const value: unknown = JSON.parse(text);
    if (!isEntry(value)) throw new TypeError("not a queued purge");
    return { ...value, kind: value.kind ?? "hard" };
  }

  async function setAside(id: string) {
    await fs.mkdir(asideFolder, { recursive: true });
    await fs.rename(fileOf(id), path.join(asideFolder, `${id}.json`));
  }

  async function giveUp(id: string, entry: Entry, reason: string) {
    await fs.mkdir(givenUpFolder, { recursive: true });
    await writeAtomic(path.join(givenUpFolder, `${id}.json`), JSON.stringify({ ...entry, givenUp: reason }));
    await fs.rm(fileOf(id), { force: true });
  }

  return {
    async add(keys, kind) {
      await fs.mkdir(folder, { recursive: true });
      const id = `${Date.now().toString().padStart(15, "0")}-${randomUUID().slice(0, 8)}`;
      await writeAtomic(fileOf(id), JSON.stringify({ keys, kind, attempts: 0, nextAttemptAt: 0 } satisfies Entry));
    },
    async deliver(sender) {
      const setAsideNow: PurgeRound["setAside"] = [];
      const entries = new Map<string, Entry>();
      const due: QueuedPurge[] = [];
      for (const id of await ids()) {
        const text = await read(id);
        if (text === undefined) continue;
        let entry: Entry;
        try {
          entry = parse(text);
        } catch (error) {
          await setAside(id);
          setAsideNow.push({ id, error });
          continue;
        }
        if (entry.nextAttemptAt > Date.now()) continue;
        entries.set(id, entry);
        due.push({ id, keys: entry.keys, kind: entry.kind, attempts: entry.attempts });
      }
      const { delivered, givenUp, retry } = await deliverRound(due, sender);
      for (const { id } of delivered) await fs.rm(fileOf(id), { force: true });
      for (const { id, reason } of givenUp) await giveUp(id, entries.get(id)!, reason);
      if (retry)
        for (const { id, attempts } of retry.purges) {
          const tried = attempts + 1;
          const nextAttemptAt = Date.now() + purgeWaitMs(tried, retry.waitMs);
          const entry = { ...entries.get(id)!, attempts: tried, nextAttemptAt, lastError: retry.reason };
          await writeAtomic(fileOf(id), JSON.stringify(entry satisfies Entry));
        }
      return {
        delivered: delivered.length,
        givenUp,
        ...(retry && { retry: { reason: retry.reason, waitMs: retry.waitMs } }),
        setAside: setAsideNow,
      };
    },
    async stats() {
      const waiting = await ids();
      const oldest = waiting[0];
      return {
        depth: waiting.length,
        oldestMs: oldest === undefined ? null : Math.max(0, Date.now() - madeAt(oldest)),
      };
    },
  };
}
