// Plain JavaScript so the stores and scripts/outbox-retry.mjs (run by node, outside Next) write records alike.
import { randomUUID } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";

/** The mode of a folder that holds such records: its owner's alone. */
export const PRIVATE_FOLDER = 0o700;

/**
 * Temp file, fsync, rename, fsync of the folder: a crash leaves the old file or the new one, never half of one.
 * Readable by its owner alone: the records hold visitors' personal data and resumes.
 *
 * @param {string} file
 * @param {Uint8Array | string} data
 * @returns {Promise<void>}
 */
export async function writeAtomic(file, data) {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await fs.open(temp, "wx", 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temp, file);
  } catch (error) {
    // A full or read-only disk must not leave a half-written temp file behind.
    await fs.rm(temp, { force: true });
    throw error;
  }
  const folder = await fs.open(path.dirname(file), "r");
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
