#!/usr/bin/env node
// npm run data -- held | release ID
//   held         lists the posts held back (not shown to come from a person): how many, and the first 50
//   release ID   makes a held post a lead; the next outbox round of any running instance e-mails it
// Reads the same settings as the site (lib/settings.mjs): PostgreSQL with DATABASE_URL, else SUBMISSIONS_DIR.
// What a visitor wrote goes to this terminal only, never to the log.
import { log } from "../lib/log.mjs";
import { settingsOrExit } from "../lib/settings.mjs";
import { listHeld, releaseHeld } from "./data/held.mjs";

/** How many held posts a listing shows, as the daily digest does. */
const SHOWN = 50;
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** @param {string} text */
const excerpt = (text = "") => text.replace(/\s+/g, " ").slice(0, 80);

const usage = "usage: npm run data -- held | release ID";
const [command, ...rest] = process.argv.slice(2);
const settings = settingsOrExit();

if (command === "held") {
  const held = await listHeld(settings);
  console.log(`${held.length} held post(s)${held.length > SHOWN ? `, the first ${SHOWN}` : ""}:`);
  for (const post of held.slice(0, SHOWN))
    console.log(
      [
        post.id,
        post.receivedAt,
        post.form,
        post.fields.name ?? "",
        post.fields.email ?? "",
        excerpt(post.fields.message),
      ].join("\t"),
    );
} else if (command === "release" && rest.length === 1 && ID.test(rest[0] ?? "")) {
  const id = /** @type {string} */ (rest[0]);
  if (await releaseHeld(settings, id)) {
    log().info({ event: "data.released", id }, "held post released as a lead");
    console.log(`released ${id}: the next outbox round e-mails it`);
  } else {
    console.error(`no held post ${id}`);
    process.exitCode = 1;
  }
} else {
  console.error(usage);
  process.exitCode = 2;
}
