import "server-only";
import { promises as fs } from "node:fs";
import path from "node:path";
import { unlessMissing } from "./unless-missing";

/** Older than this, a temp file belongs to a write that died with its process, not one in flight. */
const STALE_AFTER_MS = 60_000;

/**
 * Removes the temp files that a killed process left behind mid-write (the record itself was never
 * renamed into place, so nothing acknowledged is lost). Fresh ones may be another instance's live write.
 */
export async function sweepStaleTempFiles(dir: string, now = Date.now()) {
  const names = await fs.readdir(/*turbopackIgnore: true*/ dir).catch(unlessMissing([] as string[]));
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.endsWith(".tmp"))) {
    const file = path.join(/*turbopackIgnore: true*/ dir, name);
    // Gone since the listing: its write finished (renamed it into place, or removed it).
    const stat = await fs.stat(file).catch(unlessMissing(undefined));
    if (stat && now - stat.mtimeMs > STALE_AFTER_MS) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
