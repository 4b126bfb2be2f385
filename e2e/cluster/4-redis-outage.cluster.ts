import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { wordpressWrite } from "../blog/wordpress-admin";
import { statusOf } from "./client";
import { clusterAsync, clusterEnv } from "./settings";

const PAGES = [
  "/",
  "/services",
  "/services/web-development",
  "/aboutus",
  "/contact",
  "/faq",
  "/portfolio",
  "/careers",
  "/blog",
];
const RUN_MS = 18_000;
const OUTAGE_AT_MS = 3_000;
const OUTAGE_MS = 10_000;

test("with Redis stopped for 10 s under load, pre-rendered pages never answer 5xx, and revalidation works again after", async () => {
  test.setTimeout(120_000);
  const { lb, instances, redisUrl } = clusterEnv();
  const targets = [lb, ...instances];
  const statuses = new Map<number, number>();
  const started = Date.now();
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_AT_MS));
    await clusterAsync("stop-redis");
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await clusterAsync("start-redis");
  })();

  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let index = worker; Date.now() - started < RUN_MS; index++) {
        const url = `${targets[index % targets.length]}${PAGES[index % PAGES.length]}`;
        const status = await statusOf(url, {}, 10_000);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  await outage;
  console.log(`statuses while Redis went away and came back: ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect([...statuses.keys()].filter((status) => status === 0 || status >= 500)).toEqual([]);

  // Redis is back (empty: the test runs it without persistence); a publish must again reach every instance.
  const title = `After the Redis outage ${Date.now()}`;
  await wordpressWrite("posts", { title, content: "<p>Back to one shared cache.</p>", status: "publish" });
  for (const instance of instances) {
    await expect
      .poll(async () => (await (await fetch(`${instance}/blog`)).text()).includes(title), {
        timeout: 5_000,
        intervals: [100, 200, 250],
      })
      .toBe(true);
  }
  const port = new URL(redisUrl).port;
  expect(Number(execFileSync("redis-cli", ["-p", port, "dbsize"], { encoding: "utf8" }))).toBeGreaterThan(0);
});
