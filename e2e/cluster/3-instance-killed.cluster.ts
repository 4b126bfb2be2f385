import { expect, test } from "@playwright/test";
import { contactFields, newKey, postForm } from "./client";
import { query } from "./database";
import { clusterAsync, clusterEnv, mailLog } from "./settings";
import { mailsPerSubmission } from "./smtp-catcher";

const TOTAL = 600;
const CONCURRENCY = 30;
/** What a careful client does when the connection breaks: the same post, with the same key. */
const RETRIES = 5;

test("600 submissions at concurrency 30 while an instance is SIGKILLed halfway: each 200 stored once, each e-mailed once", async () => {
  test.setTimeout(240_000);
  const { lb } = clusterEnv();
  const run = `load-${Date.now()}`;
  const accepted = new Map<string, number>();
  const failures: string[] = [];
  let broken = 0;
  let completed = 0;
  let restart: Promise<void> | undefined;

  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      // Each worker is its own client address, sending TOTAL / CONCURRENCY posts.
      const from = `127.0.1.${worker + 1}`;
      for (let index = worker; index < TOTAL; index += CONCURRENCY) {
        const key = newKey();
        for (let attempt = 0; attempt <= RETRIES; attempt++) {
          const reply = await postForm(`${lb}/api/mail`, contactFields(run, index), {
            from,
            headers: { "idempotency-key": key },
          });
          if (reply.status === 200) {
            accepted.set(key, index);
            break;
          }
          if (reply.status === 0 || reply.status >= 502) {
            broken++;
            await new Promise((resolve) => setTimeout(resolve, 250));
            continue;
          }
          failures.push(`${index}: ${reply.status} ${reply.body}`);
          break;
        }
        if (++completed === TOTAL / 2)
          restart = clusterAsync("kill-instance", "2").then(() => clusterAsync("start-instance", "2"));
      }
    }),
  );
  await restart;
  console.log(`${accepted.size} accepted; ${broken} posts cut off by the kill and retried with their key`);

  expect(failures).toEqual([]);
  expect(accepted.size).toBe(TOTAL);
  const rows = await query<{ id: string; email: string }>(
    "SELECT id, fields->>'email' AS email FROM submissions WHERE fields->>'email' LIKE $1",
    [`cluster-${run}-%`],
  );
  expect(rows).toHaveLength(TOTAL);
  expect(new Set(rows.map((row) => row.email)).size).toBe(TOTAL);
  expect(new Set(rows.map((row) => row.id))).toEqual(new Set(accepted.keys()));

  // Every row leaves the outbox, then one more poll interval passes for any second sender to show.
  await expect
    .poll(
      async () =>
        (
          await query<{ n: string }>(
            "SELECT count(*) AS n FROM submissions WHERE sent_at IS NULL AND NOT spam AND fields->>'email' LIKE $1",
            [`cluster-${run}-%`],
          )
        )[0]!.n,
      {
        timeout: 90_000,
        intervals: [1_000],
      },
    )
    .toBe("0");
  await new Promise((resolve) => setTimeout(resolve, 7_000));
  const mails = mailsPerSubmission(mailLog);
  const ours = [...accepted.keys()].map((key) => mails.get(key) ?? 0);
  console.log(`submissions e-mailed once: ${ours.filter((count) => count === 1).length} of ${ours.length}`);
  expect(ours.filter((count) => count === 0)).toHaveLength(0);
  // Claims make every running sender skip what another holds, so nothing a live instance sends goes
  // twice. The one exception SMTP allows: the killed instance's single sender may have had a message
  // accepted by the mail server and died before its COMMIT; that row is sent again, same Message-ID.
  expect(ours.filter((count) => count > 2)).toHaveLength(0);
  expect(ours.filter((count) => count === 2).length).toBeLessThanOrEqual(1);
});
