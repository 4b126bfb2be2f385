// One person's data, by e-mail address, wherever the site keeps it: the file store (every folder, held
// and unreadable records included), PostgreSQL, and this instance's spool. Export copies it out; erase
// deletes it and leaves a tombstone (the address's hash) so that a spooled copy drained later is dropped.
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { emailHash } from "../../lib/email-hash.mjs";
import { PRIVATE_FOLDER, writeAtomic } from "../../lib/write-atomic.mjs";
import { namesIn, withDatabase } from "./store-access.mjs";

/** @typedef {Pick<import("../../lib/settings.mjs").Settings, "databaseUrl" | "submissionsDir" | "spool">} StoreSettings */
/**
 * One submission found: where it is, its record (as stored, resume bytes apart) and the files it takes up.
 * @typedef {{ place: string; id: string; form: string; record: Record<string, unknown>; resume?: { name: string; bytes: Buffer }; files: string[] }} Found
 */

/** The file store's folders of records, beside its root: held posts, smoke tests' posts, the unreadable. */
const RECORD_FOLDERS = ["", "held", "spam", "test", "unreadable"];

/**
 * Whether a record is this person's: its e-mail field, or for a record nobody can parse, its text.
 *
 * @param {string} text
 * @param {string} email lower-cased
 */
function belongs(text, email) {
  try {
    return (
      String(JSON.parse(text)?.fields?.email ?? "")
        .trim()
        .toLowerCase() === email
    );
  } catch {
    return text.toLowerCase().includes(email);
  }
}

/**
 * @param {string} dir
 * @param {string} email
 * @returns {Promise<Found[]>}
 */
async function inFiles(dir, email) {
  /** @type {Found[]} */
  const found = [];
  for (const sub of RECORD_FOLDERS) {
    const folder = path.join(dir, sub);
    for (const name of (await namesIn(folder)).filter((entry) => entry.endsWith(".json"))) {
      const text = await fs.readFile(path.join(folder, name), "utf8");
      if (!belongs(text, email)) continue;
      const id = name.slice(0, -".json".length);
      const record = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return { unreadable: text };
        }
      })();
      const files = [
        path.join(folder, name),
        ...["unsent", "failed", "pending-scan"].map((marker) => path.join(dir, marker, id)),
      ];
      if (sub === "unreadable") files.push(path.join(folder, `${id}.reason`));
      /** @type {Found["resume"]} */
      let resume;
      if (record.resume?.file) {
        const file = path.join(folder, record.resume.file);
        files.push(file);
        const bytes = await fs.readFile(file).catch(() => undefined);
        if (bytes) resume = { name: record.resume.file, bytes };
      }
      found.push({
        place: `files${sub ? `/${sub}` : ""}`,
        id,
        form: String(record.form ?? "unknown"),
        record,
        resume,
        files,
      });
    }
  }
  return found;
}

/**
 * @param {string} dir the spool's folder
 * @param {string} email
 * @returns {Promise<Found[]>}
 */
async function inSpool(dir, email) {
  /** @type {Found[]} */
  const found = [];
  for (const folder of [dir, path.join(dir, "unreadable")])
    for (const name of (await namesIn(folder)).filter((entry) => entry.endsWith(".json"))) {
      const text = await fs.readFile(path.join(folder, name), "utf8");
      if (!belongs(text, email)) continue;
      const { resume, ...record } = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return { unreadable: text };
        }
      })();
      found.push({
        place: "spool",
        id: String(record.id ?? name.slice(0, -".json".length)),
        form: String(record.form ?? "unknown"),
        record,
        resume: resume?.base64
          ? { name: `resume.${resume.kind}`, bytes: Buffer.from(resume.base64, "base64") }
          : undefined,
        files: [path.join(folder, name)],
      });
    }
  return found;
}

/**
 * @param {import("pg").Client} client
 * @param {string} email
 * @returns {Promise<Found[]>}
 */
async function inDatabase(client, email) {
  const { rows } = await client.query(
    `SELECT id, form, subject, fields, received_at, sent_at, held, spam, test, resume, resume_name, resume_kind
     FROM submissions WHERE lower(trim(fields->>'email')) = $1 ORDER BY received_at, id`,
    [email],
  );
  return rows.map(({ resume, ...record }) => ({
    place: "postgresql",
    id: record.id,
    form: record.form,
    record,
    resume: resume ? { name: `resume.${record.resume_kind}`, bytes: resume } : undefined,
    files: [],
  }));
}

/**
 * @param {StoreSettings} settings
 * @param {import("pg").Client | undefined} client
 * @param {string} email lower-cased
 */
async function findAll(settings, client, email) {
  return [
    ...(await inFiles(settings.submissionsDir, email)),
    ...(client ? await inDatabase(client, email) : []),
    ...(client ? await inSpool(settings.spool.dir, email) : []),
  ];
}

const normal = (/** @type {string} */ email) => email.trim().toLowerCase();

/**
 * Writes everything kept about `email` into a new folder under `into` (the owner's alone) and returns it.
 *
 * @param {StoreSettings} settings
 * @param {string} email
 * @param {string} [into]
 * @returns {Promise<{ folder: string; found: Found[] }>}
 */
export async function exportPerson(settings, email, into = os.tmpdir()) {
  return withDatabase(settings.databaseUrl, async (client) => {
    const found = await findAll(settings, client, normal(email));
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const folder = path.join(path.resolve(into), `export-${emailHash(email).slice(0, 12)}-${stamp}`);
    await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
    for (const item of found) {
      const base = `${item.place.replace("/", "-")}-${item.id}`;
      await writeAtomic(path.join(folder, `${base}.json`), JSON.stringify(item.record, null, 2));
      if (item.resume) await writeAtomic(path.join(folder, `${base}-${item.resume.name}`), item.resume.bytes);
    }
    return { folder, found };
  });
}

/**
 * Deletes everything kept about `email` and records its hash as erased (in PostgreSQL when the site
 * uses it, else under the file store's erased/), so no spooled copy comes back.
 *
 * @param {StoreSettings} settings
 * @param {string} email
 * @returns {Promise<Found[]>}
 */
export async function erasePerson(settings, email) {
  return withDatabase(settings.databaseUrl, async (client) => {
    const hash = emailHash(email);
    const found = await findAll(settings, client, normal(email));
    if (client) {
      await client.query("BEGIN");
      try {
        await client.query(
          `INSERT INTO erasures (email_hash) VALUES ($1) ON CONFLICT (email_hash) DO UPDATE SET erased_at = now()`,
          [hash],
        );
        await client.query(`DELETE FROM submissions WHERE lower(trim(fields->>'email')) = $1`, [normal(email)]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    } else {
      const erased = path.join(settings.submissionsDir, "erased");
      await fs.mkdir(erased, { recursive: true, mode: PRIVATE_FOLDER });
      await writeAtomic(path.join(erased, hash), new Date().toISOString());
    }
    for (const item of found) for (const file of item.files) await fs.rm(file, { force: true });
    return found;
  });
}
