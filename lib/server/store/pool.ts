import "server-only";
import { Pool } from "pg";
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
