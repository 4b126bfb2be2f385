import "server-only";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { writeAtomic } from "@/lib/write-atomic.mjs";
import { purgeRetryDelayMs } from "../store/retry-schedule";
import { failureText, type PurgeQueue, type PurgeRound } from "./purge-queue";

type Entry = { keys: string[]; attempts: number; nextAttemptAt: number; lastError?: string };

/** An entry's file name: the time it was made (ms, zero-padded, so names sort by age) and a random part. */
const ENTRY = /^\d{15}-[\da-f]{8}\.json$/;
const madeAt = (id: string) => Number(id.slice(0, 15));

const isEntry = (value: unknown): value is Entry => {
  const entry = value as Partial<Entry> | null;
  return (
    Array.isArray(entry?.keys) &&
    entry.keys.every((key) => typeof key === "string") &&
    typeof entry.attempts === "number" &&
    typeof entry.nextAttemptAt === "number"
  );
};

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Purges as files under `<dir>/edge-purges/`. A file that is there but is no purge (cut short, edited
 * by hand) goes to `edge-purges/unreadable/` for an operator, rather than being skipped by every round.
 */
export function createFilePurgeQueue(dir: string): PurgeQueue {
  const folder = path.join(/*turbopackIgnore: true*/ dir, "edge-purges");
  const asideFolder = path.join(folder, "unreadable");
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

  /** undefined when another round of this process delivered it meanwhile; throws what the disk threw. */
  async function read(id: string): Promise<string | undefined> {
    return fs.readFile(/*turbopackIgnore: true*/ fileOf(id), "utf8").catch((error: unknown) => {
      if (missing(error)) return undefined;
      throw error;
    });
  }

  function parse(text: string): Entry {
    const value: unknown = JSON.parse(text);
    if (!isEntry(value)) throw new TypeError("not a queued purge");
    return value;
  }

  async function setAside(id: string) {
    await fs.mkdir(asideFolder, { recursive: true });
    await fs.rename(fileOf(id), path.join(asideFolder, `${id}.json`));
  }

  return {
    async add(keys) {
      await fs.mkdir(folder, { recursive: true });
      const id = `${Date.now().toString().padStart(15, "0")}-${randomUUID().slice(0, 8)}`;
      await writeAtomic(fileOf(id), JSON.stringify({ keys, attempts: 0, nextAttemptAt: 0 } satisfies Entry));
    },
    async deliver(send) {
      const round: PurgeRound = { sent: 0, failed: 0, setAside: [] };
      for (const id of await ids()) {
        const text = await read(id);
        if (text === undefined) continue;
        let entry: Entry;
        try {
          entry = parse(text);
        } catch (error) {
          await setAside(id);
          round.setAside.push({ id, error });
          continue;
        }
        if (entry.nextAttemptAt > Date.now()) continue;
        try {
          await send(entry.keys);
        } catch (error) {
          const attempts = entry.attempts + 1;
          round.failed += 1;
          round.lastError = error;
          await writeAtomic(
            fileOf(id),
            JSON.stringify({
              ...entry,
              attempts,
              nextAttemptAt: Date.now() + purgeRetryDelayMs(attempts),
              lastError: failureText(error),
            } satisfies Entry),
          );
          break;
        }
        round.sent += 1;
        await fs.rm(fileOf(id), { force: true });
      }
      return round;
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
