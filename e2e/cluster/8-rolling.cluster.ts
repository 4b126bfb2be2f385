import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { podman } from "../../tools/image/podman.mjs";
import { query } from "./database";
import { clusterAsync, clusterDir, clusterEnv, repo, spooledEntries } from "./settings";
import { visitorsDuring } from "./visitors";

/**
 * The instances here are containers of the site's image, played by podman from deploy/kubernetes/base with
 * a claim each for ./data. Replaced one at a time under visitors through the edge, the first while
 * PostgreSQL is frozen: what it spooled stays on its claim, and its successor moves it into PostgreSQL.
 */
const spooled = (n: number) => spooledEntries(n).length;

test("a rolling replacement of the containers drops no request through the edge, and every accepted lead is stored once, those spooled by a container replaced while PostgreSQL was frozen included", async () => {
  test.setTimeout(600_000);
  let replacing = false;
  let spooledByFirst = 0;
  const rolling = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    replacing = true;
    await clusterAsync("freeze", "postgres");
    try {
      await expect.poll(() => spooled(1), { timeout: 60_000, intervals: [500] }).toBeGreaterThan(0);
      await clusterAsync("replace-instance", "1");
      spooledByFirst = spooled(1);
    } finally {
      await clusterAsync("thaw", "postgres");
    }
    await clusterAsync("replace-instance", "2");
    await clusterAsync("replace-instance", "3");
  })();
  const visitors = await visitorsDuring(rolling, () => replacing);
  await rolling;
  console.log(
    `rolling replacement: pages ${JSON.stringify(Object.fromEntries(visitors.pages))}, ${visitors.posted.length} posts, ` +
      `${spooledByFirst} left spooled on the first container's claim when it was replaced`,
  );
  expect(visitors.failures).toEqual([]);
  expect(spooledByFirst, "leads stayed on the replaced container's claim").toBeGreaterThan(0);
  expect(visitors.posted.filter((post) => post.switching).length).toBeGreaterThan(20);
  const stored = async () =>
    (
      await query<{ id: string; email: string }>(
        "SELECT id, fields->>'email' AS email FROM submissions WHERE fields->>'email' = ANY($1)",
        [visitors.posted.map((post) => post.email)],
      )
    )
      .map((row) => `${row.email} ${row.id}`)
      .sort();
  await expect
    .poll(stored, { timeout: 30_000 })
    .toEqual(visitors.posted.map((post) => `${post.email} ${post.key}`).sort());
  expect(spooled(1), "the successor emptied the claim's spool").toBe(0);
});

test("three containers of the image serve the cluster, and the QA smoke suite passes against their edge after the replacement", () => {
  const { edge } = clusterEnv();
  const image = fs.readFileSync(path.join(clusterDir, "image"), "utf8").trim();
  const running = podman(["ps", "--format={{.Image}} {{.Names}}", "--filter=status=running"]).split("\n");
  expect(running.filter((line) => line.startsWith(`${image} nexaloom-site-`))).toHaveLength(3);
  // Its own process, as QA runs it: npm run test:smoke with BASE_URL set to a deployment.
  execFileSync("npx", ["playwright", "test", "-c", "playwright.smoke.config.ts"], {
    cwd: repo,
    env: { ...process.env, BASE_URL: edge },
    stdio: ["ignore", "inherit", "inherit"],
  });
});
