import "server-only";
import type { Pool, PoolClient } from "pg";
import { inTransaction, withClient } from "../store/pool";
import { purgeRetryDelayMs } from "../store/retry-schedule";
import type { SendPurge } from "./purge-request";
import { failureText, type PurgeQueue, type PurgeRound } from "./purge-queue";

/**
 * Claims the oldest due purge no other instance holds. The row stays locked while the edge is asked,
 * so two instances never send the same purge at once.
 */
const CLAIM = `
  SELECT id::text, keys, attempts FROM edge_purges
  WHERE next_attempt_at <= now()
  ORDER BY next_attempt_at, id
  LIMIT 1
  FOR UPDATE SKIP LOCKED`;

/** The wait ($4 milliseconds) comes from the one schedule, lib/server/store/retry-schedule.ts. */
const FAILED = `
  UPDATE edge_purges
  SET attempts = $2, last_error = $3, next_attempt_at = now() + $4::float8 * interval '1 millisecond'
  WHERE id = $1::bigint`;

const STATS = `
  SELECT count(*)::int AS depth, (extract(epoch FROM now() - min(created_at)) * 1000)::float8 AS oldest_ms
  FROM edge_purges`;

type Outcome = { sent: true } | { sent: false; error: unknown } | undefined;

function deliverOne(client: PoolClient, send: SendPurge): Promise<Outcome> {
  return inTransaction(client, async () => {
    const row = (await client.query<{ id: string; keys: string[]; attempts: number }>(CLAIM)).rows[0];
    if (!row) return undefined;
    try {
      await send(row.keys);
    } catch (error) {
      const attempts = row.attempts + 1;
      await client.query(FAILED, [row.id, attempts, failureText(error), purgeRetryDelayMs(attempts)]);
      return { sent: false, error };
    }
    await client.query("DELETE FROM edge_purges WHERE id = $1::bigint", [row.id]);
    return { sent: true };
  });
}

/** Purges as rows of `edge_purges` (migrations/003), in the same database as the submissions. */
export function createPostgresPurgeQueue(database: () => Pool): PurgeQueue {
  return {
    async add(keys) {
      await database().query("INSERT INTO edge_purges (keys) VALUES ($1)", [keys]);
    },
    async deliver(send) {
      const round: PurgeRound = { sent: 0, failed: 0, setAside: [] };
      await withClient(database(), async (client) => {
        for (let outcome = await deliverOne(client, send); outcome; outcome = await deliverOne(client, send)) {
          if (outcome.sent) round.sent += 1;
          else {
            round.failed += 1;
            round.lastError = outcome.error;
            break;
          }
        }
      });
      return round;
    },
    async stats() {
      const row = (await database().query<{ depth: number; oldest_ms: number | null }>(STATS)).rows[0];
      return { depth: row?.depth ?? 0, oldestMs: row?.oldest_ms ?? null };
    },
  };
}
