import "server-only";
import { Pool, type PoolClient, type QueryConfig } from "pg";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";

/**
 * A frozen server (SIGSTOPped, or a network that drops packets) accepts connections and never answers.
 * Without bounds every pooled connection would wait on it for ever, the outbox's and the purge queue's
 * loops included, and nothing else could reach the database when it came back. Each wait is bounded:
 * for a connection from the pool, for a query on the client (which then discards the connection), and
 * on the server, which cancels a statement running longer.
 */
const POOL_CONNECT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 10_000;

/**
 * One PostgreSQL pool per instance for everything kept there (submissions, the edge's purges), opened
 * on first use: a build imports the runtime without connecting.
 */
export function lazyPool({ url, poolSize }: { url: string; poolSize: number }): () => Pool {
  let pool: Pool | undefined;
  return () => {
    if (!pool) {
      pool = new Pool({
        connectionString: url,
        max: poolSize,
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
        query_timeout: QUERY_TIMEOUT_MS,
        statement_timeout: QUERY_TIMEOUT_MS,
        keepAlive: true,
      });
      // An idle client whose server went away emits here; the pool replaces it on next use. A restart
      // of the server loses every idle one at once: logged once, and once more when a new one connects.
      const lost = failureNotice("postgres.idle_client_lost", "idle PostgreSQL connections went away", {
        event: "postgres.connected",
        message: "a new PostgreSQL connection was made",
      });
      pool.on("error", (error) => lost.failed(errorFields(error)));
      pool.on("connect", () => lost.recovered());
    }
    return pool;
  };
}

/** A query abandoned after `ms` (and its connection discarded): pg honours `query_timeout` per query, though its types leave it out. */
export const timed = (query: QueryConfig, ms: number): QueryConfig => Object.assign(query, { query_timeout: ms });

/** A connection of its own for `work`; one that failed part-way is discarded, not handed to the next query. */
export async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** `work` as one transaction on `client`: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query("BEGIN");
  try {
    const result = await work();
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}
