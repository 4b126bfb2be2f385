#!/usr/bin/env node
// Applies migrations/*.sql to DATABASE_URL in name order, each file once and in its own transaction.
// An advisory lock lets several instances (or deploy steps) run it at the same time safely.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations");
const LOCK_ID = 4_180_018;

/**
 * @param {string | undefined} [connectionString]
 * @returns {Promise<string[]>}
 */
export async function migrate(connectionString = process.env.DATABASE_URL) {
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  const client = new pg.Client({ connectionString });
  await client.connect();
  /** @type {string[]} */
  const applied = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const done = new Set((await client.query("SELECT name FROM schema_migrations")).rows.map((row) => row.name));
    for (const name of (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort()) {
      if (done.has(name)) continue;
      await client.query("BEGIN");
      try {
        await client.query(await readFile(path.join(folder, name), "utf8"));
        await client.query("INSERT INTO schema_migrations (name) VALUES ($1)", [name]);
        await client.query("COMMIT");
        applied.push(name);
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${/** @type {Error} */ (error).message}`);
      }
    }
  } finally {
    await client.end();
  }
  return applied;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const applied = await migrate();
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database schema is up to date");
}
