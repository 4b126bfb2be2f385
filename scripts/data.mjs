#!/usr/bin/env node
// npm run data -- held | release ID | export EMAIL [DIR] | erase EMAIL
//   held           lists the posts held back (not shown to come from a person): how many, and the first 50
//   release ID     makes a held post a lead; the next outbox round of any running instance e-mails it
//   export EMAIL   copies everything kept about one address (fields and files) into a new folder under
//                  DIR (default: the system's temp folder) and prints where
//   erase EMAIL    deletes it from the files, PostgreSQL and this instance's spool, prints what it removed,
//                  and records the address's hash so that no spooled copy of it is stored again
// Export and erase log a processing record (the time, the forms, the address's hash), never the address.
// Reads the same settings as the site (lib/settings.mjs): PostgreSQL with DATABASE_URL, else SUBMISSIONS_DIR.
// What a visitor wrote goes to this terminal only, never to the log.
import { emailHash } from "../lib/email-hash.mjs";
import { log } from "../lib/log.mjs";
import { HELD_SHOWN, heldPostLine } from "../lib/held-post-line.mjs";
import { settingsOrExit } from "../lib/settings.mjs";
import { listHeld, releaseHeld } from "./submissions/held.mjs";
import { erasePerson, exportPerson } from "./submissions/people.mjs";

/** How many held posts a listing shows, as the daily digest does. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

const usage = "usage: npm run data -- held | release ID | export EMAIL [DIR] | erase EMAIL";
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The processing record the Rules ask for: what was done, when, to which forms, for whom by hash only.
 *
 * @param {string} event
 * @param {string} email
 * @param {{ place: string; form: string }[]} found
 */
const processingRecord = (event, email, found) =>
  log().info(
    {
      event,
      emailHash: emailHash(email),
      forms: [...new Set(found.map((item) => item.form))].sort(),
      places: [...new Set(found.map((item) => item.place))].sort(),
      count: found.length,
    },
    "personal data processed on request",
  );
const [command, ...rest] = process.argv.slice(2);
const settings = settingsOrExit();

if (command === "held") {
  const held = await listHeld(settings);
  console.log(`${held.length} held post(s)${held.length > HELD_SHOWN ? `, the first ${HELD_SHOWN}` : ""}:`);
  for (const post of held.slice(0, HELD_SHOWN)) console.log(heldPostLine(post, "\t"));
} else if (command === "release" && rest.length === 1 && ID.test(rest[0] ?? "")) {
  const id = /** @type {string} */ (rest[0]);
  if (await releaseHeld(settings, id)) {
    log().info({ event: "data.released", id }, "held post released as a lead");
    console.log(`released ${id}: the next outbox round e-mails it`);
  } else {
    console.error(`no held post ${id}`);
    process.exitCode = 1;
  }
} else if (command === "export" && (rest.length === 1 || rest.length === 2) && EMAIL.test(rest[0] ?? "")) {
  const email = /** @type {string} */ (rest[0]);
  const { folder, found } = await exportPerson(settings, email, rest[1]);
  processingRecord("data.exported", email, found);
  console.log(`${found.length} submission(s) exported to ${folder}`);
} else if (command === "erase" && rest.length === 1 && EMAIL.test(rest[0] ?? "")) {
  const email = /** @type {string} */ (rest[0]);
  const found = await erasePerson(settings, email);
  processingRecord("data.erased", email, found);
  for (const item of found) console.log(`removed ${item.place} ${item.id} (${item.form})`);
  console.log(`${found.length} submission(s) erased; the address is recorded as erased (by its hash)`);
} else {
  console.error(usage);
  process.exitCode = 2;
}
