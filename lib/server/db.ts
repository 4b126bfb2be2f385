import { Pool } from "pg";

let pool: Pool | undefined;

/** One connection pool per instance to DATABASE_URL, opened on first use. */
export function database(): Pool {
  if (!process.env.DATABASE_URL) throw new Error("DATABASE_URL is not set");
  if (!pool) {
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), connectionTimeoutMillis: 5_000 });
    // An idle client whose server went away emits here; the pool replaces it on next use.
    pool.on("error", (error) => console.warn(`[postgres] idle client: ${error.message}`));
  }
  return pool;
}
