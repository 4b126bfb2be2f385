import "server-only";
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { metrics } from "@/lib/metrics.mjs";
import { unlessMissing } from "../unless-missing";

/**
 * What the submission store says about itself: it takes writes; what it holds, how many e-mails wait
 * and for how long, and how many were given up on (`failed`: not in `unsent`, nor in its age).
 */
export type StoreHealth = { stored: number; unsent: number; oldestUnsentMs: number | null; failed: number };

const markers = async (folder: string) =>
  (await fs.readdir(/*turbopackIgnore: true*/ folder).catch(unlessMissing([] as string[]))).filter(
    (name) => !name.startsWith("."),
  );

/**
 * The file store: a probe file written and removed in its folder, and the oldest unsent marker's age
 * (its mtime: when the submission arrived, or when an operator retried it; a failed send keeps it).
 */
export function fileStoreProbe(dir: string): () => Promise<StoreHealth> {
  return async () => {
    await fs.mkdir(/*turbopackIgnore: true*/ dir, { recursive: true });
    const probe = path.join(/*turbopackIgnore: true*/ dir, `.ready-${randomUUID()}.tmp`);
    await fs.writeFile(probe, "");
    await fs.rm(probe, { force: true });
    const records = (await fs.readdir(/*turbopackIgnore: true*/ dir)).filter((name) => name.endsWith(".json"));
    const unsent = path.join(/*turbopackIgnore: true*/ dir, "unsent");
    const [names, failed] = await Promise.all([
      markers(unsent),
      markers(path.join(/*turbopackIgnore: true*/ dir, "failed")),
    ]);
    const times = await Promise.all(
      names.map((name) =>
        fs.stat(path.join(unsent, name)).then(
          (stat) => stat.mtimeMs,
          () => Infinity,
        ),
      ),
    );
    const oldest = Math.min(...times);
    return {
      stored: records.length,
      unsent: names.length,
      oldestUnsentMs: Number.isFinite(oldest) ? Date.now() - oldest : null,
      failed: failed.length,
    };
  };
}

/** The store's figures as gauges; every instance reports the same shared numbers. */
export function recordStoreHealth({ stored, unsent, oldestUnsentMs, failed }: StoreHealth) {
  const all = metrics();
  all.stored.set(stored);
  all.backlog.set(unsent);
  all.oldestUnsent.set((oldestUnsentMs ?? 0) / 1000);
  all.failedEmails.set(failed);
}

/**
 * PostgreSQL on a new connection of its own each time, never the pool's: probes that queued on the pool
 * would take the connections visitors need, and a kept connection would hide the outage that matters
 * most. A frozen postmaster (SIGSTOP) or a server at max_connections still answers on the connections
 * it already has (each backend is its own process group) and takes no new one. The socket is
 * destroyed afterwards, since a frozen server would never answer a goodbye.
 */
export function postgresStoreProbe(url: string, timeoutMs: number): () => Promise<StoreHealth> {
  return async () => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    // A failure also rejects the probe's own call, which the sampler logs once per state change.
    client.on("error", () => undefined);
    try {
      await client.connect();
      // A retried row waits from its retry (greatest() skips a NULL retried_at).
      const { rows } = await client.query<{ stored: number; unsent: number; oldest: number | null; failed: number }>(
        `SELECT count(*)::int AS stored,
                (count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL))::int AS unsent,
                (extract(epoch FROM now() - min(greatest(received_at, retried_at))
                   FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)) * 1000)::float8 AS oldest,
                (count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NOT NULL))::int AS failed
         FROM submissions WHERE NOT spam AND NOT test AND NOT held`,
      );
      const row = rows[0];
      return {
        stored: row?.stored ?? 0,
        unsent: row?.unsent ?? 0,
        oldestUnsentMs: row?.oldest ?? null,
        failed: row?.failed ?? 0,
      };
    } finally {
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    }
  };
}
