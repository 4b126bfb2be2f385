import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { clusterEnv, mailLog, repo } from "./settings";
import { caughtMails } from "./smtp-catcher";

/** `npm run data -- ...` as an operator runs it against the cluster's PostgreSQL. */
const data = (databaseUrl: string, ...args: string[]) =>
  execFileSync(process.execPath, ["scripts/data.mjs", ...args], {
    cwd: repo,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" },
    encoding: "utf8",
  });

test("a held post is kept in PostgreSQL and e-mailed by no instance, until `npm run data -- release` makes it a lead, sent once", async () => {
  test.setTimeout(60_000);
  const { lb, databaseUrl } = clusterEnv();
  const key = `held-${Date.now()}-autofilled-honeypot`;
  // Its own words per run: the same post again within ten minutes (a retry) would be answered with the first one's id.
  const fields = { ...contactFields(key, 1), [HONEYPOT_FIELD]: "Autofilled" };
  const reply = await postForm(`${lb}/api/mail`, fields, { from: "127.0.0.93", headers: { "idempotency-key": key } });
  expect(reply.status, reply.body).toBe(200);
  expect(JSON.parse(reply.body)).toMatchObject({ id: key });
  expect(await query("SELECT held, fields->>'email' AS email FROM submissions WHERE id = $1", [key])).toEqual([
    { held: true, email: fields.email },
  ]);

  await new Promise((resolve) => setTimeout(resolve, 6_000)); // a round of every instance, for any sender to show
  expect(caughtMails(mailLog).filter((mail) => mail.submission === key)).toEqual([]);
  expect(data(databaseUrl, "held")).toContain(key);

  expect(data(databaseUrl, "release", key)).toContain(`released ${key}`);
  await expect
    .poll(() => caughtMails(mailLog).filter((mail) => mail.submission === key && mail.accepted).length, {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(1);
  expect(data(databaseUrl, "held")).not.toContain(key);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(caughtMails(mailLog).filter((mail) => mail.submission === key && mail.accepted)).toHaveLength(1);
});
