import "server-only";
import type { Pool } from "pg";
import { inTransaction, withClient } from "../store/pool";
import { deliverRound } from "./deliver-round";
import { purgeWaitMs, type PurgeQueue, type PurgeRound, type QueuedPurge } from "./purge-queue";

/**
 * A round's most rows: a backlog (an edge down for an hour of publishes) goes out over a few rounds
 * rather than one transaction holding every row locked while the edge is asked.
 */
const ROUND_LIMIT = 1_000;

/**
 * Claims the oldest due purges no other instance holds. The rows stay locked while the edge is asked,
 * so two instances never send the same purge at once.
 */
const CLAIM = `
  SELECT id::text, keys, kind, attempts FROM edge_purges
  WHERE next_attempt_at <= now()
  ORDER BY id
  LIMIT $1
  FOR UPDATE SKIP LOCKED`;

const REMOVE = "DELETE FROM edge_purges WHERE id = ANY($1::bigint[])";

/**
 * Each row's wait ($2, milliseconds, beside its id in $1) comes from purge-queue.ts's purgeWaitMs, counted
 * from the edge's answer: clock_timestamp(), since now() is the round's start, before the edge was asked.
 */
const RETRY = `
  UPDATE edge_purges AS purge
  SET attempts = purge.attempts + 1, last_error = $3,
    next_attempt_at = clock_timestamp() + wait.ms * interval '1 millisecond'
  FROM unnest($1::bigint[], $2::float8[]) AS wait(id, ms)
  WHERE purge.id = wait.id`;

const STATS = `
  SELECT count(*)::int AS depth, (extract(epoch FROM now() - min(created_at)) * 1000)::float8 AS oldest_ms
  FROM edge_purges`;

/**
 * Purges as rows of `edge_purges` (migrations/003, their kind since 005), in the same database as the
 * submissions. A purge given up on is deleted: the log line and the counter are what is left of it.
 */
export function createPostgresPurgeQueue(database: () => Pool): PurgeQueue {
  return {
    async add(keys, kind) {
      await database().query("INSERT INTO edge_purges (keys, kind) VALUES ($1, $2)", [keys, kind]);
    },
    deliver: (sender) =>
      withClient(database(), (client) =>
        inTransaction(client, async (): Promise<PurgeRound> => {
          const { rows } = await client.query<QueuedPurge>(CLAIM, [ROUND_LIMIT]);
          const { delivered, givenUp, retry } = await deliverRound(rows, sender);
          const gone = [...delivered, ...givenUp].map(({ id }) => id);
          if (gone.length) await client.query(REMOVE, [gone]);
          if (retry?.purges.length)
            await client.query(RETRY, [
              retry.purges.map(({ id }) => id),
              retry.purges.map(({ attempts }) => purgeWaitMs(attempts + 1, retry.waitMs)),
              retry.reason,
            ]);
          return {
            delivered: delivered.length,
            givenUp,
            ...(retry && { retry: { reason: retry.reason, waitMs: retry.waitMs } }),
            setAside: [],
          };
        }),
      ),
    async stats() {
      const row = (await database().query<{ depth: number; oldest_ms: number | null }>(STATS)).rows[0];
      return { depth: row?.depth ?? 0, oldestMs: row?.oldest_ms ?? null };
    },
  };
}
