// What the data command's parts share: a PostgreSQL connection for one command, and a folder's names
// where a folder that was never made is empty.
import { promises as fs } from "node:fs";
import pg from "pg";

/**
 * Runs `work` with a client of `databaseUrl`, or with none when the site keeps its submissions as files.
 *
 * @template T
 * @param {string | undefined} databaseUrl
 * @param {(client: pg.Client | undefined) => Promise<T>} work
 */
export async function withDatabase(databaseUrl, work) {
  if (!databaseUrl) return work(undefined);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * @param {string} folder
 * @returns {Promise<string[]>}
 */
export const namesIn = (folder) =>
  fs.readdir(folder).catch((error) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
