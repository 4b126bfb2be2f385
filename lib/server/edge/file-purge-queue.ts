import "server-only";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { writeAtomic } from "@/lib/write-atomic.mjs";
import { retryDelayMs, type PurgeQueue } from "./purge-queue";

type Entry = { keys: string[]; attempts: number; nextAttemptAt: number; lastError?: string };

/** Purges as files under `<dir>/edge-purges/`, named so that a listing is in the order they were made. */
export function createFilePurgeQueue(dir: string): PurgeQueue {
  const folder = path.join(/*turbopackIgnore: true*/ dir, "edge-purges");
  const fileOf = (id: string) => path.join(folder, `${id}.json`);

  async function read(id: string): Promise<Entry | undefined> {
    try {
      return JSON.parse(await fs.readFile(/*turbopackIgnore: true*/ fileOf(id), "utf8")) as Entry;
    } catch {
      return undefined;
    }
  }

  return {
    async add(keys) {
      await fs.mkdir(folder, { recursive: true });
      const id = `${Date.now().toString().padStart(15, "0")}-${randomUUID().slice(0, 8)}`;
      await writeAtomic(fileOf(id), JSON.stringify({ keys, attempts: 0, nextAttemptAt: 0 } satisfies Entry));
      return id;
    },
    async deliver(send, only) {
      const names = only
        ? [`${only}.json`]
        : await fs.readdir(/*turbopackIgnore: true*/ folder).catch(() => [] as string[]);
      const result: Awaited<ReturnType<PurgeQueue["deliver"]>> = { sent: 0, failed: 0 };
      for (const id of names
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -5))
        .sort()) {
        const entry = await read(id);
        if (!entry || entry.nextAttemptAt > Date.now()) continue;
        try {
          await send(entry.keys);
        } catch (error) {
          const attempts = entry.attempts + 1;
          result.failed += 1;
          result.lastError = String(error).slice(0, 200);
          await writeAtomic(
            fileOf(id),
            JSON.stringify({
              ...entry,
              attempts,
              nextAttemptAt: Date.now() + retryDelayMs(attempts),
              lastError: result.lastError,
            } satisfies Entry),
          );
          // An edge that refused one purge (or timed out) would refuse the rest: they wait for the next round.
          break;
        }
        result.sent += 1;
        await fs.rm(fileOf(id), { force: true });
      }
      return result;
    },
  };
}
