import "server-only";
import type { Pool, PoolClient } from "pg";
import { inTransaction, withClient } from "../store/pool";
import type { SendPurge } from "./purge-request";
import type { PurgeQueue } from "./purge-queue";

/**
 * Claims one due purge no other instance holds (only `$1` when given). The row stays locked while the
 * edge is asked, so two instances never send the same purge at once.
 */
const CLAIM = `
  SELECT id::text, keys FROM edge_purges
  WHERE next_attempt_at <= now() AND ($1::bigint IS NULL OR id = $1::bigint)
  ORDER BY next_attempt_at, id
  LIMIT 1
  FOR UPDATE SKIP LOCKED`;

/** The same back-off as lib/server/edge/purge-queue.ts: 1 s, 2 s, 4 s, then 5 s. */
const FAILED = `
  UPDATE edge_purges
  SET attempts = attempts + 1, last_error = $2,
      next_attempt_at = now() + least(interval '1 second' * power(2, attempts), interval '5 seconds')
  WHERE id = $1::bigint`;

function deliverOne(client: PoolClient, send: SendPurge, only: string | null): Promise<"sent" | "failed" | "none"> {
  return inTransaction(client, async () => {
    const row = (await client.query<{ id: string; keys: string[] }>(CLAIM, [only])).rows[0];
    if (!row) return "none";
    let outcome: "sent" | "failed" = "sent";
    try {
      await send(row.keys);
      await client.query("DELETE FROM edge_purges WHERE id = $1::bigint", [row.id]);
    } catch (error) {
      outcome = "failed";
      await client.query(FAILED, [row.id, String(error).slice(0, 200)]);
    }
    return outcome;
  });
}

/** Purges as rows of `edge_purges` (migrations/003), in the same database as the submissions. */
export function createPostgresPurgeQueue(database: () => Pool): PurgeQueue {
  return {
    async add(keys) {
      const inserted = await database().query<{ id: string }>(
        "INSERT INTO edge_purges (keys) VALUES ($1) RETURNING id::text",
        [keys],
      );
      return inserted.rows[0]!.id;
    },
    async deliver(send, only) {
      const result = { sent: 0, failed: 0 };
      await withClient(database(), async (client) => {
        // One round ends at the first failure: an edge that refused one purge (or timed out) would refuse the rest.
        for (;;) {
          const outcome = await deliverOne(client, send, only ?? null);
          if (outcome === "none") break;
          result[outcome] += 1;
          if (only || outcome === "failed") break;
        }
      });
      return result;
    },
  };
}
