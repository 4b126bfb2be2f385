// Held posts (lib/server/form-receiver.ts): kept whole, never e-mailed until an operator releases one.
// Both stores: PostgreSQL rows marked held (or spam, from the release before), or files under held/ (or spam/).
import { promises as fs } from "node:fs";
import path from "node:path";
import { PRIVATE_FOLDER, writeAtomic } from "../../lib/write-atomic.mjs";
import { namesIn, withDatabase } from "./store-access.mjs";

/** @typedef {{ id: string; receivedAt: string; form: string; fields: Record<string, string> }} HeldPost */
/** @typedef {Pick<import("../../lib/settings.mjs").Settings, "databaseUrl" | "submissionsDir">} StoreSettings */

/** The file store's folders of held posts: today's, and spam/ from before posts were held whole. */
const HELD_FOLDERS = ["held", "spam"];

/** @param {string} folder */
async function recordsIn(folder) {
  const names = await namesIn(folder);
  return Promise.all(
    names
      .filter((name) => name.endsWith(".json"))
      .map(async (name) => ({
        file: path.join(folder, name),
        record: JSON.parse(await fs.readFile(path.join(folder, name), "utf8")),
      })),
  );
}

/**
 * Every held post, oldest first.
 *
 * @param {StoreSettings} settings
 * @returns {Promise<HeldPost[]>}
 */
export async function listHeld(settings) {
  if (settings.databaseUrl)
    return withDatabase(settings.databaseUrl, async (db) => {
      const client = /** @type {import("pg").Client} */ (db);
      const { rows } = await client.query(
        `SELECT id, received_at, form, fields FROM submissions WHERE (held OR spam) AND sent_at IS NULL ORDER BY received_at, id`,
      );
      return rows.map((row) => ({
        id: row.id,
        receivedAt: row.received_at.toISOString(),
        form: row.form,
        fields: row.fields,
      }));
    });
  const found = (
    await Promise.all(HELD_FOLDERS.map((folder) => recordsIn(path.join(settings.submissionsDir, folder))))
  ).flat();
  return found
    .map(({ record }) => ({ id: record.id, receivedAt: record.receivedAt, form: record.form, fields: record.fields }))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
}

/**
 * Makes a held post a lead: the next outbox round of any instance e-mails it. False when no held post has that id.
 *
 * @param {StoreSettings} settings
 * @param {string} id
 * @returns {Promise<boolean>}
 */
export async function releaseHeld(settings, id) {
  if (settings.databaseUrl)
    return withDatabase(settings.databaseUrl, async (db) => {
      const client = /** @type {import("pg").Client} */ (db);
      const { rowCount } = await client.query(
        `UPDATE submissions SET held = false, spam = false, next_attempt_at = now()
         WHERE id = $1 AND (held OR spam) AND sent_at IS NULL`,
        [id],
      );
      return rowCount === 1;
    });
  const dir = settings.submissionsDir;
  for (const folder of HELD_FOLDERS) {
    const file = path.join(dir, folder, `${id}.json`);
    const text = await fs.readFile(file, "utf8").catch((error) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    if (text === undefined) continue;
    const record = JSON.parse(text);
    if (record.resume) await fs.rename(path.join(dir, folder, record.resume.file), path.join(dir, record.resume.file));
    // The markers first, as the store saves: a record without one would never be sent. A resume clamd
    // could not scan yet waits for the rescan, as a lead's does.
    const markers = ["unsent", ...(record.resume?.scan === "pending" ? ["pending-scan"] : [])];
    for (const marker of markers) {
      await fs.mkdir(path.join(dir, marker), { recursive: true, mode: PRIVATE_FOLDER });
      await fs.writeFile(path.join(dir, marker, id), "");
    }
    await writeAtomic(path.join(dir, `${id}.json`), text);
    await fs.rm(file);
    return true;
  }
  return false;
}
