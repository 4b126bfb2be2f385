import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { cluster, clusterEnv, instanceSpool, repo, spooledEntries } from "./settings";

const spoolOf1 = instanceSpool(1);
const spooled = () => spooledEntries(1);

test("`npm run data -- export` and `erase` find a person in PostgreSQL and the spool; a spooled copy drained after the erasure is dropped", async () => {
  test.setTimeout(90_000);
  const { instances, databaseUrl } = clusterEnv();
  const run = `erase-${Date.now()}`;
  const person = contactFields(run, 1);
  const rows = () => query("SELECT id FROM submissions WHERE lower(fields->>'email') = $1", [person.email]);
  // The operator's own instance: its spool is empty, the others' copies are theirs.
  const operatorSpool = fs.mkdtempSync(path.join(os.tmpdir(), "operator-spool-"));
  const data = (...args: string[]) =>
    execFileSync(process.execPath, ["scripts/data.mjs", ...args], {
      cwd: repo,
      env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl, SPOOL_DIR: operatorSpool },
      encoding: "utf8",
    });

  expect((await postForm(`${instances[0]}/api/mail`, person, { from: "127.0.0.94" })).status).toBe(200);

  // A second lead from the same person while PostgreSQL is frozen: instance 1 keeps it in its spool.
  let copy: { name: string; text: string };
  cluster("freeze", "postgres");
  try {
    const reply = await postForm(
      `${instances[0]}/api/mail`,
      { ...person, message: "Spooled." },
      { from: "127.0.0.94" },
    );
    expect(reply.status, reply.body).toBe(200);
    const [name] = spooled().filter((entry) =>
      fs.readFileSync(path.join(spoolOf1, entry), "utf8").includes(person.email),
    );
    expect(name).toBeDefined();
    copy = { name: name!, text: fs.readFileSync(path.join(spoolOf1, name!), "utf8") };
  } finally {
    cluster("thaw", "postgres");
  }
  await expect.poll(async () => (await rows()).length, { timeout: 20_000, intervals: [250] }).toBe(2);

  const exported = data("export", person.email, os.tmpdir());
  expect(exported).toContain("2 submission(s) exported to ");
  const folder = exported
    .trim()
    .split("\n")
    .at(-1)!
    .replace(/^.* exported to /, "");
  expect(
    fs
      .readdirSync(folder)
      .map((name) => fs.readFileSync(path.join(folder, name), "utf8"))
      .join("\n"),
  ).toContain("Spooled.");
  fs.rmSync(folder, { recursive: true, force: true });

  expect(data("erase", person.email)).toContain("2 submission(s) erased");
  expect(await rows()).toEqual([]);
  const hash = createHash("sha256").update(person.email).digest("hex");
  expect(await query("SELECT email_hash FROM erasures WHERE email_hash = $1", [hash])).toHaveLength(1);

  // The copy an instance still had in its spool, received before the erasure, is drained and dropped.
  fs.writeFileSync(path.join(spoolOf1, copy.name), copy.text, { mode: 0o600 });
  await expect.poll(() => spooled().includes(copy.name), { timeout: 20_000, intervals: [250] }).toBe(false);
  expect(await rows()).toEqual([]);

  // The person writing again after the erasure is a new lead, kept.
  expect((await postForm(`${instances[1]}/api/mail`, person, { from: "127.0.0.95" })).status).toBe(200);
  expect(await rows()).toHaveLength(1);
  fs.rmSync(operatorSpool, { recursive: true, force: true });
});

test("an instance deletes from PostgreSQL what outlived its retention period: enquiries at 24 months, applications at 12 or 24 with consent, held posts at 12", async () => {
  test.setTimeout(90_000);
  const run = `retention-${Date.now()}`;
  const rows: [string, string, string, Record<string, string>, boolean][] = [
    [`${run}-old-enquiry`, "25 months", "contact", {}, false],
    [`${run}-young-enquiry`, "23 months", "contact", {}, false],
    [`${run}-old-application`, "13 months", "career", {}, false],
    [`${run}-consented-application`, "13 months", "career", { keepResume: "yes" }, false],
    [`${run}-old-held`, "13 months", "faq", {}, true],
  ];
  for (const [id, age, form, fields, held] of rows)
    await query(
      `INSERT INTO submissions (id, received_at, form, subject, fields, held, sent_at)
       VALUES ($1, now() - $2::interval, $3, 'Retention', $4, $5, now() - $2::interval)`,
      [id, age, form, JSON.stringify({ email: `${id}@example.in`, ...fields }), held],
    );

  // Every instance sweeps as it starts, then hourly: a restarted one does it now.
  cluster("kill-instance", "3");
  cluster("start-instance", "3");
  await expect
    .poll(
      async () =>
        (await query<{ id: string }>("SELECT id FROM submissions WHERE id LIKE $1 ORDER BY id", [`${run}-%`])).map(
          (row) => row.id,
        ),
      {
        timeout: 30_000,
        intervals: [500],
      },
    )
    .toEqual([`${run}-consented-application`, `${run}-young-enquiry`]);
});
