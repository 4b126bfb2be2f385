import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { clusterDir, clusterEnv, mailLog, repo } from "./settings";
import { caughtMails, refusingFlag } from "./smtp-catcher";

test("a career application's resume is kept as bytea, and a send the mail server refuses is retried and delivered once", async () => {
  test.setTimeout(60_000);
  const { lb } = clusterEnv();
  const resume = Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    Buffer.from(Array.from({ length: 2048 }, (_, index) => index % 256)),
  ]);
  const key = `flaky-${Date.now()}-career-application`;
  const fields = {
    form: "career",
    name: "Outbox Applicant",
    email: "outbox-applicant@example.in",
    service: "Software Developer",
    budget: "junior",
    skills: "PostgreSQL, TypeScript",
    message: "Retried until it goes through.",
    resume: new File([resume], "cv.pdf", { type: "application/pdf" }),
  };
  const reply = await postForm(`${lb}/api/careers`, fields, {
    from: "127.0.0.90",
    headers: { "idempotency-key": key },
  });
  expect(reply.status, reply.body).toBe(200);
  expect(JSON.parse(reply.body)).toMatchObject({ id: key });

  const [row] = await query<{ resume: Buffer; resume_kind: string; resume_name: string }>(
    "SELECT resume, resume_kind, resume_name FROM submissions WHERE id = $1",
    [key],
  );
  expect(row).toMatchObject({ resume_kind: "pdf", resume_name: "cv.pdf" });
  expect(Buffer.compare(row!.resume, resume)).toBe(0);

  // The catcher refuses the first send (451); the outbox backs off 5 s and sends again.
  await expect
    .poll(
      async () =>
        (
          await query<{ sent: boolean; attempts: number }>(
            "SELECT sent_at IS NOT NULL AS sent, attempts FROM submissions WHERE id = $1",
            [key],
          )
        )[0],
      {
        timeout: 30_000,
        intervals: [500],
      },
    )
    .toEqual({ sent: true, attempts: 2 });
  const mails = caughtMails(mailLog).filter((mail) => mail.submission === key);
  expect(mails.map((mail) => mail.accepted)).toEqual([false, true]);
  expect(mails[1]!.raw).toMatch(/Content-Type: application\/pdf[\s\S]*Content-Disposition: attachment/i);
});

/** The schedule of lib/server/store/retry-schedule.ts (server-only, so not imported here): 5 s doubling; the 104th try is the last. */
const retryDelayMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 15 * 60_000);
const LAST_ATTEMPT = 104;

const metricsToken = () => fs.readFileSync(path.join(clusterDir, "metrics-token"), "utf8");

/** One sample summed over the three instances' own /api/metrics (a counter), or each instance's value (a gauge). */
async function samples(line: RegExp): Promise<number[]> {
  return Promise.all(
    clusterEnv().instances.map(async (instance) => {
      const text = await (
        await fetch(`${instance}/api/metrics`, { headers: { authorization: `Bearer ${metricsToken()}` } })
      ).text();
      return Number(
        text
          .split("\n")
          .find((entry) => line.test(entry))
          ?.split(" ")
          .pop() ?? 0,
      );
    }),
  );
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The instances' log lines of one event naming one submission. */
function logged(event: string, id: string): Record<string, unknown>[] {
  return clusterEnv()
    .instances.map((_, index) => path.join(clusterDir, `instance-${index + 1}.log`))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => fs.readFileSync(file, "utf8").split("\n"))
    .filter((line) => line.includes(`"event":"${event}"`) && line.includes(id))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const failedCount = async () =>
  Number(
    (
      await query<{ n: string }>(
        "SELECT count(*) AS n FROM submissions WHERE failed_at IS NOT NULL AND sent_at IS NULL AND NOT spam",
      )
    )[0]!.n,
  );

/** Readiness as the issue has it: every instance answers 200 `{"status":"ready"}`, asked a few times over a second and a half. */
async function expectEveryInstanceReady() {
  for (let round = 0; round < 4; round += 1) {
    if (round) await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of clusterEnv().instances) {
      const ready = await fetch(`${instance}/api/ready`);
      expect(ready.status, instance).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready" });
    }
  }
}

type Delivery = { attempts: number; due_ms: number | null; failed: boolean; sent: boolean; retried: boolean };
const delivery = async (id: string) =>
  (
    await query<Delivery>(
      `SELECT attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, retried_at IS NOT NULL AS retried,
              CASE WHEN next_attempt_at = 'infinity' THEN NULL ELSE extract(epoch FROM next_attempt_at) * 1000 END::float8 AS due_ms
       FROM submissions WHERE id = $1`,
      [id],
    )
  )[0]!;

test("a send the mail server keeps refusing backs off, is marked failed after its last try (logged once, counted, in the gauge, every instance still ready), and goes out once after outbox:retry", async () => {
  test.setTimeout(120_000);
  const { instances, databaseUrl } = clusterEnv();
  const key = `refused-${Date.now()}-gives-up`;
  const refusals = () => caughtMails(mailLog).filter((mail) => mail.submission === key && !mail.accepted);
  const gaveUpBefore = sum(await samples(/^nexaloom_emails_total\{outcome="gave_up"\} /));
  fs.writeFileSync(refusingFlag(mailLog), "");
  try {
    const reply = await postForm(`${instances[0]}/api/mail`, contactFields(key, 1), {
      from: "127.0.0.91",
      headers: { "idempotency-key": key },
    });
    expect(reply.status, reply.body).toBe(200);

    // Tried at once, then after 5 s and 10 s (whichever instance's round comes first), not on every round:
    // each failure puts next_attempt_at one step of the schedule after the refused try. (The catcher
    // writes its line before it answers, so a committed attempt's refusal is always there.)
    await expect
      .poll(async () => (await delivery(key)).attempts, { timeout: 30_000, intervals: [250] })
      .toBeGreaterThanOrEqual(3);
    const [first, second, third] = refusals().map((mail) => mail.at);
    expect(second! - first!).toBeGreaterThanOrEqual(retryDelayMs(1) - 250);
    expect(second! - first!).toBeLessThan(retryDelayMs(1) + 6_000);
    expect(third! - second!).toBeGreaterThanOrEqual(retryDelayMs(2) - 250);
    expect(third! - second!).toBeLessThan(retryDelayMs(2) + 6_000);
    const afterThird = await delivery(key);
    expect(afterThird).toMatchObject({ attempts: 3, failed: false, sent: false });
    expect(Math.abs(afterThird.due_ms! - third! - retryDelayMs(3))).toBeLessThan(1_000);

    // A day of tries, fast-forwarded: the row as it stands after try 102, a day after it came, due now. Try 103 fails and waits 15 min.
    await query(
      "UPDATE submissions SET attempts = $2, next_attempt_at = now(), received_at = now() - interval '1 day' WHERE id = $1",
      [key, LAST_ATTEMPT - 2],
    );
    await expect
      .poll(async () => (await delivery(key)).attempts, { timeout: 15_000, intervals: [250] })
      .toBe(LAST_ATTEMPT - 1);
    const afterTry103 = await delivery(key);
    expect(afterTry103.failed).toBe(false);
    expect(Math.abs(afterTry103.due_ms! - refusals().at(-1)!.at - retryDelayMs(LAST_ATTEMPT - 1))).toBeLessThan(1_000);
    expect(logged("outbox.gave_up", key)).toEqual([]);
    // A day unsent and still tried: every instance stays ready, since the mail server is every instance's.
    await expectEveryInstanceReady();

    // Try 104, the last: marked failed, never claimed again.
    await query("UPDATE submissions SET next_attempt_at = now() WHERE id = $1", [key]);
    await expect.poll(async () => (await delivery(key)).failed, { timeout: 15_000, intervals: [250] }).toBe(true);
    const tried = refusals().length;
    await new Promise((resolve) => setTimeout(resolve, 11_000)); // two rounds of every instance
    expect(refusals()).toHaveLength(tried);
    expect(await delivery(key)).toEqual({
      attempts: LAST_ATTEMPT,
      due_ms: null,
      failed: true,
      sent: false,
      retried: false,
    });

    // Logged once, at error level, by id; counted once across the instances; the gauge and readiness say what PostgreSQL holds.
    const lines = logged("outbox.gave_up", key);
    expect(lines).toEqual([
      expect.objectContaining({
        level: "error",
        submissions: [key],
        attempts: LAST_ATTEMPT,
        reason: expect.stringContaining("550"),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("@example.in");
    expect(sum(await samples(/^nexaloom_emails_total\{outcome="gave_up"\} /))).toBe(gaveUpBefore + 1);
    const failedRows = await failedCount();
    expect(failedRows).toBeGreaterThanOrEqual(1);
    await expectEveryInstanceReady();
    await expect
      .poll(() => samples(/^nexaloom_outbox_failed /), { timeout: 5_000 })
      .toEqual(instances.map(() => failedRows));
  } finally {
    fs.rmSync(refusingFlag(mailLog), { force: true });
  }

  // The operator's retry, with the mail server taking mail again: sent once, by one instance.
  const said = execFileSync(process.execPath, ["scripts/outbox-retry.mjs"], {
    cwd: repo,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  expect(said).toContain(key);
  await expect.poll(async () => (await delivery(key)).sent, { timeout: 15_000, intervals: [250] }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 6_000)); // a round of every instance, for any second sender to show
  expect(caughtMails(mailLog).filter((mail) => mail.submission === key && mail.accepted)).toHaveLength(1);
  expect(await delivery(key)).toMatchObject({ attempts: 1, failed: false, sent: true, retried: true });
  const left = await failedCount();
  await expect.poll(() => samples(/^nexaloom_outbox_failed /), { timeout: 5_000 }).toEqual(instances.map(() => left));
  await expectEveryInstanceReady();
});

test("the mail server refusing a submission's e-mail for 40 minutes, past the backlog alert's 15, leaves every instance ready; it goes out once when the server takes it", async () => {
  test.setTimeout(90_000);
  const { instances } = clusterEnv();
  const key = `refused-${Date.now()}-backlog`;
  fs.writeFileSync(refusingFlag(mailLog), "");
  try {
    const reply = await postForm(`${instances[1]}/api/mail`, contactFields(key, 1), {
      from: "127.0.0.92",
      headers: { "idempotency-key": key },
    });
    expect(reply.status, reply.body).toBe(200);
    await expect
      .poll(async () => (await delivery(key)).attempts, { timeout: 15_000, intervals: [250] })
      .toBeGreaterThanOrEqual(1);

    // Forty minutes of refusals, fast-forwarded: the e-mail still waits and is still tried.
    await query("UPDATE submissions SET received_at = now() - interval '40 minutes' WHERE id = $1", [key]);
    await expect
      .poll(async () => Math.min(...(await samples(/^nexaloom_outbox_oldest_unsent_seconds /))), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(40 * 60);
    expect(await delivery(key)).toMatchObject({ failed: false, sent: false });
    await expectEveryInstanceReady();
  } finally {
    fs.rmSync(refusingFlag(mailLog), { force: true });
  }
  // The server takes mail again; the next try (brought forward) delivers it, once.
  await query("UPDATE submissions SET next_attempt_at = now() WHERE id = $1", [key]);
  await expect.poll(async () => (await delivery(key)).sent, { timeout: 15_000, intervals: [250] }).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(caughtMails(mailLog).filter((mail) => mail.submission === key && mail.accepted)).toHaveLength(1);
  await expectEveryInstanceReady();
});
