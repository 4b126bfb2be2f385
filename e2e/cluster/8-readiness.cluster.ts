import { expect, test } from "@playwright/test";
import { routePaths } from "../../lib/routes";
import { postMixed, statusOf, type Posted } from "./client";
import { query } from "./database";
import { atEdge, emptyEdge } from "./edge";
import { clusterAsync, clusterEnv, mailLog, spooledEntries } from "./settings";
import { mailsPerSubmission } from "./smtp-catcher";
import { timeUntil, watchStatuses } from "./wait";

/**
 * One dependency down never takes the site down (issue 39). Readiness says whether an instance itself
 * can serve; PostgreSQL, Redis or the mail server being away is the same on every instance at once, so it
 * never turns one unready, and the edge keeps sending visitors to all of them. Pages are pre-rendered
 * and need neither; a submission PostgreSQL cannot take within a second is kept in the instance's own
 * spool, answered like any other, and moved into PostgreSQL (stored once, e-mailed once) when it is back.
 */
const POSTS = 20;
/** After the dependency returns, every submission is stored and e-mailed within this. */
const DELIVERED_WITHIN_MS = 30_000;
/** How long each dependency stays away. */
const OUTAGE_MS = 15_000;
/** Long enough for any instance's outbox round (every 5 s) to send a second copy, were it going to. */
const SECOND_COPY_WINDOW_MS = 7_000;

/** Every submission of `posted` as PostgreSQL holds it: rows by e-mail address, each with its id and resume. */
async function storedRows(posted: Posted[]) {
  return query<{ id: string; email: string; resume: Buffer | null }>(
    "SELECT id, fields->>'email' AS email, resume FROM submissions WHERE fields->>'email' = ANY($1)",
    [posted.map((submission) => submission.email)],
  );
}

/** Whether each submission is one row under its own id (its resume's bytes intact) and one accepted e-mail. */
async function deliveredOnce(posted: Posted[]) {
  const rows = await storedRows(posted);
  const mails = mailsPerSubmission(mailLog);
  const stored = posted.every((submission) => {
    const mine = rows.filter((row) => row.email === submission.email);
    return (
      mine.length === 1 &&
      mine[0]!.id === submission.key &&
      (submission.resume ? Buffer.compare(mine[0]!.resume!, submission.resume) === 0 : mine[0]!.resume === null)
    );
  });
  return {
    stored,
    mailed: posted.every((submission) => mails.get(submission.key) === 1),
    rows: rows.length,
    mails: posted.map((submission) => mails.get(submission.key) ?? 0),
  };
}

/** Waits (at most DELIVERED_WITHIN_MS from `since`) until every submission is stored and e-mailed once; returns the time taken. */
async function untilDeliveredOnce(posted: Posted[], since: number) {
  const took = await timeUntil(
    async () => {
      const now = await deliveredOnce(posted);
      return now.stored && now.mailed;
    },
    since,
    DELIVERED_WITHIN_MS + 5_000,
  );
  await new Promise((resolve) => setTimeout(resolve, SECOND_COPY_WINDOW_MS));
  return { took, after: await deliveredOnce(posted) };
}

const outages: [string, { down: string[]; up: string[]; from: string }][] = [
  ["PostgreSQL frozen for 15 s", { down: ["freeze", "postgres"], up: ["thaw", "postgres"], from: "127.0.4.1" }],
  ["PostgreSQL stopped", { down: ["stop-postgres"], up: ["start-postgres"], from: "127.0.4.2" }],
  ["Redis stopped", { down: ["stop-redis"], up: ["start-redis"], from: "127.0.4.3" }],
];

for (const [outage, { down, up, from }] of outages) {
  test(`${outage}: every route answers 200 through a fresh edge, ${POSTS} form posts through it are accepted, every instance stays ready, and after the return each submission is stored and e-mailed once within 30 s`, async () => {
    test.setTimeout(180_000);
    const { edge, instances } = clusterEnv();
    const run = `outage-${down.join("-")}-${Date.now().toString(36)}`;
    const readiness = watchStatuses(instances.map((instance) => `${instance}/api/ready`));
    const pages: [string, number][] = [];
    let posted: Posted[] = [];
    let postsMs = 0;
    let back = 0;
    const wentDown = Date.now();
    await clusterAsync(...down);
    try {
      // The edge holds nothing, so every page comes from the instances during the outage.
      emptyEdge();
      for (const route of routePaths) pages.push([route, (await atEdge(route)).status]);
      const posting = Date.now();
      posted = await postMixed(edge, run, POSTS, { from, concurrency: 5 });
      postsMs = Date.now() - posting;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - wentDown))));
    } finally {
      await clusterAsync(...up);
      back = Date.now();
    }
    const { took, after } = await untilDeliveredOnce(posted, back);
    const { asked, unexpected } = await readiness.stop();
    console.log(
      `${outage}: ${pages.length} routes through the edge, ${posted.length} posts in ${postsMs} ms ` +
        `(statuses ${JSON.stringify(posted.map((submission) => submission.status))}); all stored and e-mailed once ` +
        `${took} ms after the return; ${asked} readiness answers, ${unexpected.length} not 200`,
    );
    expect(pages.filter(([, status]) => status !== 200)).toEqual([]);
    expect(posted).toHaveLength(POSTS);
    expect(posted.filter((submission) => ![200, 303].includes(submission.status))).toEqual([]);
    expect(unexpected).toEqual([]);
    expect(took).toBeLessThanOrEqual(DELIVERED_WITHIN_MS);
    expect(after).toMatchObject({ stored: true, mailed: true, rows: POSTS });
  });
}

test(`${POSTS} submissions spooled by an instance that is then SIGKILLed are stored and e-mailed once after it restarts`, async () => {
  test.setTimeout(180_000);
  const { instances } = clusterEnv();
  const instance = 3;
  const spooled = () => spooledEntries(instance).length;
  const run = `spool-crash-${Date.now().toString(36)}`;
  let posted: Posted[] = [];
  let held = 0;
  await clusterAsync("freeze", "postgres");
  try {
    posted = await postMixed(instances[instance - 1]!, run, POSTS, { from: "127.0.4.4", concurrency: 5 });
    held = spooled();
    await clusterAsync("kill-instance", String(instance));
  } finally {
    await clusterAsync("thaw", "postgres");
  }
  expect(posted.filter((submission) => ![200, 303].includes(submission.status))).toEqual([]);
  // Each was answered only once on the instance's disk (one file per submission in its SPOOL_DIR).
  expect(held).toBe(POSTS);

  const restarted = Date.now();
  await clusterAsync("start-instance", String(instance));
  const { took, after } = await untilDeliveredOnce(posted, restarted);
  console.log(
    `spool crash: ${held} spooled on instance ${instance}, killed; stored and e-mailed once ${took} ms after its restart began`,
  );
  expect(took).toBeLessThanOrEqual(DELIVERED_WITHIN_MS);
  expect(after).toMatchObject({ stored: true, mailed: true, rows: POSTS });
  expect(spooled()).toBe(0);
});

test("1,000 readiness checks on one instance open no PostgreSQL connection: readiness reads the background probe's last answer", async () => {
  test.setTimeout(120_000);
  const { instances } = clusterEnv();
  const REQUESTS = 1_000;
  /** Sessions ever opened to the site's database (pg_stat_database.sessions counts each at its start); this query is one. */
  const sessions = async () =>
    Number(
      (await query<{ n: string }>("SELECT sessions AS n FROM pg_stat_database WHERE datname = current_database()"))[0]!
        .n,
    );
  const connected = async () =>
    Number(
      (
        await query<{ n: string }>(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
      )[0]!.n,
    );
  // PostgreSQL's statistics of a session reach pg_stat_database within a second of its start.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

  // What the cluster opens on its own (the probes, the outboxes, the purge queue) in as long, without the checks.
  await settle();
  const quietFrom = await sessions();
  const quietStarted = Date.now();
  const activityBefore = await connected();
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  await settle();
  const quiet = (await sessions()) - quietFrom - 1;
  const quietMs = Date.now() - quietStarted;

  const from = await sessions();
  const started = Date.now();
  const statuses = new Map<number, number>();
  const activityDuring: number[] = [];
  let sent = 0;
  await Promise.all([
    ...Array.from({ length: 10 }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const status = await statusOf(`${instances[0]}/api/ready`);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
    (async () => {
      while (sent < REQUESTS) {
        activityDuring.push(await connected());
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })(),
  ]);
  const tookMs = Date.now() - started;
  await settle();
  const during = (await sessions()) - from - 1 - activityDuring.length;
  const activityAfter = await connected();
  console.log(
    `${REQUESTS} readiness checks in ${tookMs} ms (${JSON.stringify(Object.fromEntries(statuses))}): ${during} PostgreSQL ` +
      `sessions opened meanwhile, ${quiet} in ${quietMs} ms without them; connections before ${activityBefore}, ` +
      `during ${Math.min(...activityDuring)}-${Math.max(...activityDuring)}, after ${activityAfter}`,
  );
  // Every check was answered by the instance itself (200, or 503 with its own reason), none failed.
  expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  // One session per check would be a thousand; the cluster's own background work (the probes, the outbox,
  // the purge queue, the pools replacing idle connections) opens some dozens at most in as long.
  expect(during).toBeLessThan(REQUESTS / 20);
});
