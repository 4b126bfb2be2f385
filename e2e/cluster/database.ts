import { Client } from "pg";
import { clusterEnv } from "./settings";

/** One query against the cluster's PostgreSQL, on a connection of its own. */
export async function query<Row extends Record<string, unknown>>(sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: clusterEnv().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
