import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactFields, postForm } from "./client";
import { query } from "./database";
import { cluster, clusterDir, clusterEnv } from "./settings";
import { timeUntil } from "./wait";

/**
 * The instances' metrics, scraped by a real Prometheus (Debian's package) that the cluster starts on
 * loopback with the instances' bearer token. What it reports must match what PostgreSQL holds.
 */
const LOAD = 200;

async function promQuery(expression: string): Promise<number[]> {
  const url = new URL("/api/v1/query", clusterEnv().prometheus);
  url.searchParams.set("query", expression);
  const body = (await (await fetch(url)).json()) as { status: string; data: { result: { value: [number, string] }[] } };
  expect(body.status).toBe("success");
  return body.data.result.map((entry) => Number(entry.value[1]));
}

const token = () => fs.readFileSync(path.join(clusterDir, "metrics-token"), "utf8");

/** The accepted submissions the three instances have counted, read from their own /api/metrics. */
async function acceptedAtInstances(): Promise<number> {
  const texts = await Promise.all(
    clusterEnv().instances.map(async (instance) =>
      (await fetch(`${instance}/api/metrics`, { headers: { authorization: `Bearer ${token()}` } })).text(),
    ),
  );
  return texts
    .flatMap((text) => text.split("\n"))
    .filter((line) => line.startsWith("nexaloom_submissions_total{") && line.includes('outcome="accepted"'))
    .reduce((sum, line) => sum + Number(line.split(" ").pop()), 0);
}

test("the metrics give nothing without the token at an instance, and nothing at all through the edge", async () => {
  const { instances, edge } = clusterEnv();
  for (const base of instances) {
    const response = await fetch(`${base}/api/metrics`);
    expect(response.status, base).toBe(401);
    expect(await response.text()).toBe("");
    expect((await fetch(`${base}/api/metrics`, { headers: { authorization: "Bearer not-the-token" } })).status).toBe(
      401,
    );
  }
  // Prometheus scrapes the instances directly; the edge does not serve the endpoint to anyone, token or not.
  for (const headers of [{}, { authorization: `Bearer ${token()}` }] as Record<string, string>[]) {
    const response = await fetch(`${edge}/api/metrics`, { headers });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("nexaloom_");
  }
  const scraped = await fetch(`${instances[0]}/api/metrics`, { headers: { authorization: `Bearer ${token()}` } });
  expect(scraped.status).toBe(200);
  expect(await scraped.text()).toContain("nexaloom_submissions_total");
});

/** Each instance's scrape: its status and the value of `nexaloom_dependency_up{dependency="postgres"}` (NaN if absent). */
async function postgresUp(): Promise<{ status: number; up: number }[]> {
  return Promise.all(
    clusterEnv().instances.map(async (instance) => {
      const response = await fetch(`${instance}/api/metrics`, {
        headers: { authorization: `Bearer ${token()}` },
        signal: AbortSignal.timeout(3_000),
      }).catch(() => undefined);
      if (!response) return { status: 0, up: NaN };
      const line = (await response.text())
        .split("\n")
        .find((entry) => entry.startsWith('nexaloom_dependency_up{dependency="postgres"} '));
      return { status: response.status, up: line ? Number(line.split(" ").pop()) : NaN };
    }),
  );
}

test('with PostgreSQL frozen every instance\'s /api/metrics answers 200 with nexaloom_dependency_up{dependency="postgres"} 0, and 1 after the thaw', async () => {
  test.setTimeout(90_000);
  const { instances } = clusterEnv();
  const everyUp = instances.map(() => ({ status: 200, up: 1 }));
  const everyDown = instances.map(() => ({ status: 200, up: 0 }));
  await expect.poll(postgresUp, { timeout: 10_000 }).toEqual(everyUp);
  const scrapes: { status: number; up: number }[][] = [];
  const frozen = Date.now();
  cluster("freeze", "postgres");
  let down = Infinity;
  try {
    down = await timeUntil(
      async () => {
        const now = await postgresUp();
        scrapes.push(now);
        return JSON.stringify(now) === JSON.stringify(everyDown);
      },
      frozen,
      15_000,
    );
    // Frozen for a while longer: every scrape still answers, and still says so.
    for (let round = 0; round < 5; round += 1) {
      scrapes.push(await postgresUp());
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    cluster("thaw", "postgres");
  }
  const thawed = Date.now();
  const up = await timeUntil(
    async () => JSON.stringify(await postgresUp()) === JSON.stringify(everyUp),
    thawed,
    15_000,
  );
  console.log(`postgres gauge: 0 on every instance ${down} ms after the freeze, 1 again ${up} ms after the thaw`);
  expect(scrapes.flat().filter((scrape) => scrape.status !== 200)).toEqual([]);
  expect(down).toBeLessThanOrEqual(5_000);
  expect(scrapes.at(-1)).toEqual(everyDown);
  expect(up).toBeLessThanOrEqual(5_000);
});

test(`Prometheus scrapes all three instances, and after ${LOAD} posts through nginx reports what PostgreSQL holds`, async () => {
  test.setTimeout(120_000);
  const { lb } = clusterEnv();
  await expect.poll(async () => (await promQuery('up{job="nexaloom"}')).sort(), { timeout: 10_000 }).toEqual([1, 1, 1]);
  // Counted at the instances themselves, this moment: Prometheus's own figure may be a scrape behind.
  const acceptedBefore = await acceptedAtInstances();

  // Ten clients (loopback addresses), twenty posts each, twenty at a time: within each client's allowance.
  const run = `metrics-${Date.now()}`;
  const posts = Array.from({ length: LOAD }, (_, index) => ({ index, from: `127.0.1.${(index % 10) + 1}` }));
  const statuses: number[] = [];
  for (let start = 0; start < posts.length; start += 20) {
    const batch = await Promise.all(
      posts
        .slice(start, start + 20)
        .map(({ index, from }) => postForm(`${lb}/api/mail`, contactFields(run, index), { from })),
    );
    statuses.push(...batch.map((reply) => reply.status));
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(LOAD);

  // The gauge counts leads: held posts (earlier specs keep some) and the smoke suite's are apart.
  const held = async () =>
    Number(
      (await query<{ count: string }>("SELECT count(*) FROM submissions WHERE NOT spam AND NOT held AND NOT test"))[0]!
        .count,
    );
  await expect
    .poll(async () => (await promQuery("max(nexaloom_submissions_stored)"))[0], { timeout: 10_000 })
    .toBe(await held());
  await expect
    .poll(async () => (await promQuery('sum(nexaloom_submissions_total{outcome="accepted"})'))[0], { timeout: 10_000 })
    .toBe(acceptedBefore + LOAD);
  console.log(
    `Prometheus: ${await held()} submissions stored, as PostgreSQL holds; ${LOAD} accepted across the three instances`,
  );
});
