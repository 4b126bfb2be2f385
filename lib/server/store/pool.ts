import "server-only";
import { Pool, type PoolClient } from "pg";
import { log } from "@/lib/log.mjs";

/**
 * One PostgreSQL pool per instance for everything kept there (submissions, the edge's purges), opened
 * on first use: a build imports the runtime without connecting.
 */
export function lazyPool({ url, poolSize }: { url: string; poolSize: number }): () => Pool {
  let pool: Pool | undefined;
  return () => {
    if (!pool) {
      pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
      // An idle client whose server went away emits here; the pool replaces it on next use.
      pool.on("error", (error) =>
        log().warn(
          { event: "postgres.idle_client_lost", code: (error as NodeJS.ErrnoException).code },
          "an idle PostgreSQL connection went away",
        ),
      );
    }
    return pool;
  };
}

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
