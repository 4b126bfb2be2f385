#!/usr/bin/env node
// npm run outbox:retry [-- ID ...]
// Tries again the e-mails the outbox gave up on after a day of tries (event outbox.gave_up, gauge
// nexaloom_outbox_failed, readiness's failedEmails): every one, or only the submission ids named. Each
// gets a fresh schedule (attempts from 0, due at once) and is sent by the next round of any running
// instance. Reads the same settings as the site (lib/settings.mjs): PostgreSQL with DATABASE_URL,
// else the files in SUBMISSIONS_DIR. Prints ids only, never what a visitor wrote.
import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { settingsOrExit } from "../lib/settings.mjs";
import { writeAtomic } from "../lib/write-atomic.mjs";

/** @typedef {{ retried: string[]; skipped: string[] }} Retried */

/** Submission ids as the stores make them (server ids and clients' Idempotency-Keys): safe as file names. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * PostgreSQL: the failed rows (all, or those named) become due now with attempts from 0; retried_at
 * makes readiness measure their wait from now rather than from when they arrived.
 *
 * @param {string} databaseUrl
 * @param {string[]} ids
 * @returns {Promise<Retried>}
 */
async function retryRows(databaseUrl, ids) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `UPDATE submissions
       SET failed_at = NULL, attempts = 0, next_attempt_at = now(), retried_at = now()
       WHERE failed_at IS NOT NULL AND sent_at IS NULL AND ($1::text[] IS NULL OR id = ANY($1))
       RETURNING id`,
      [ids.length ? ids : null],
    );
    return { retried: rows.map((row) => row.id).sort(), skipped: [] };
  } finally {
    await client.end();
  }
}

/**
 * Files: for each marker in failed/ (all, or those named), the record loses failedAt and gets
 * attempts 0, then a fresh marker goes into unsent/ (its mtime, now, is where readiness's age starts)
 * and the failed one goes. A record that cannot be read keeps its marker in failed/ and is reported.
 *
 * @param {string} dir
 * @param {string[]} ids
 * @returns {Promise<Retried>}
 */
async function retryFiles(dir, ids) {
  const failedDir = path.join(dir, "failed");
  const unsentDir = path.join(dir, "unsent");
  // No failed/ folder: nothing was ever given up on. Any other failure is the operator's to see.
  const names = (
    await fs.readdir(failedDir).catch((error) => {
      if (error.code === "ENOENT") return [];
      throw error;
    })
  ).filter((name) => !name.startsWith("."));
  const chosen = ids.length ? names.filter((name) => ids.includes(name)) : names;
  /** @type {string[]} */
  const retried = [];
  /** @type {string[]} */
  const skipped = [];
  for (const id of chosen.sort()) {
    const file = path.join(dir, `${id}.json`);
    let record;
    try {
      record = JSON.parse(await fs.readFile(file, "utf8"));
    } catch {
      skipped.push(id);
      continue;
    }
    if (!record.delivery?.sent) {
      const delivery = {
        sent: false,
        attempts: 0,
        lastError: record.delivery?.lastError,
        retriedAt: new Date().toISOString(),
      };
      await writeAtomic(file, JSON.stringify({ ...record, delivery }, null, 2));
      await fs.mkdir(unsentDir, { recursive: true });
      await fs.writeFile(path.join(unsentDir, id), "");
      retried.push(id);
    }
    await fs.rm(path.join(failedDir, id), { force: true });
  }
  return { retried, skipped };
}

/**
 * Clears the failed state of the given ids (none: every failed e-mail) in the store the settings name.
 *
 * @param {Pick<import("../lib/settings.mjs").Settings, "databaseUrl" | "submissionsDir">} settings
 * @param {string[]} [ids]
 * @returns {Promise<Retried>}
 */
async function retryFailed(settings, ids = []) {
  const bad = ids.filter((id) => !ID.test(id));
  if (bad.length) throw new Error(`not a submission id: ${bad.join(", ")}`);
  return settings.databaseUrl ? retryRows(settings.databaseUrl, ids) : retryFiles(settings.submissionsDir, ids);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const settings = settingsOrExit();
  const { retried, skipped } = await retryFailed(settings, process.argv.slice(2));
  const where = settings.databaseUrl ? "PostgreSQL" : settings.submissionsDir;
  console.log(
    retried.length
      ? `${retried.length} failed e-mail(s) due again in ${where}; the next outbox round sends them: ${retried.join(", ")}`
      : `no failed e-mails to retry in ${where}`,
  );
  if (skipped.length) {
    console.error(`records unreadable, left in failed/: ${skipped.join(", ")}`);
    process.exitCode = 1;
  }
}
