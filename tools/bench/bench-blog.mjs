#!/usr/bin/env node
// Blog freshness and build cost against a real WordPress on loopback (its own ports, beside the tests'):
//  1. seeds WordPress with 100 posts and counts the REST requests `next build` makes to it, and the build's time;
//  2. publishes 10 posts through REST with the webhook installed and times publish-to-visible on /blog;
//  3. removes the webhook and does the same, which leaves only the one-minute ISR window;
//  4. seeds WordPress afresh with 1,000 posts and counts the build's requests and time again.
// Usage: npm run bench:blog   (BENCH_WP_PORT, BENCH_SITE_PORT and BENCH_WP_DIR move it off its default ports and folder)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startNextServer } from "../kit/next-server.mjs";
import { repo } from "../kit/repo.mjs";
import { percentile } from "../kit/stats.ts";

const root = repo;
const wpPort = Number(process.env.BENCH_WP_PORT ?? 8891);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3200);
const dir = process.env.BENCH_WP_DIR ?? "/tmp/nexaloom-wp-bench";
const site = `http://127.0.0.1:${sitePort}`;
const secret = "bench-revalidate-secret-0123456789abcdef";
/** The seed writes 20 posts of its own; the rest are short archive notes. */
const SEED_POSTS = 20;
const wordpress = (/** @type {string} */ command, posts = 100) =>
  execFileSync("bash", [path.join(root, "e2e/wordpress/wordpress.sh"), command], {
    env: {
      ...process.env,
      WP_E2E_PORT: String(wpPort),
      WP_E2E_DIR: dir,
      WP_E2E_REVALIDATE_URL: `${site}/api/revalidate`,
      REVALIDATE_SECRET: secret,
      WP_E2E_EXTRA_POSTS: String(posts - SEED_POSTS),
    },
    stdio: "inherit",
  });

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const readEnv = () =>
  Object.fromEntries(
    fs
      .readFileSync(`${dir}/env`, "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
const restRequests = () =>
  fs
    .readFileSync(`${dir}/requests.log`, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("GET /wp-json/")).length;
const buildEnvFor = (/** @type {Record<string, string>} */ env) => ({
  ...process.env,
  WORDPRESS_URL: env.WORDPRESS_URL,
  NEXT_DIST_DIR: ".next-bench",
  NEXT_TELEMETRY_DISABLED: "1",
  REVALIDATE_SECRET: secret,
});

/**
 * Seeds WordPress with `posts` posts, builds the site against it from a clean folder, and counts.
 *
 * @param {number} posts
 */
async function measureBuild(posts) {
  wordpress("start", posts);
  const env = readEnv();
  const total = (await fetch(`${env.WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=1`)).headers.get("x-wp-total");
  fs.rmSync(path.join(root, ".next-bench"), { recursive: true, force: true });
  const before = restRequests();
  const started = Date.now();
  execFileSync("npx", ["next", "build"], { cwd: root, env: buildEnvFor(env), stdio: "ignore" });
  return { env, total, seconds: ((Date.now() - started) / 1000).toFixed(1), requests: restRequests() - before };
}

let server;
try {
  const small = await measureBuild(100);
  const { env } = small;
  const auth = `Basic ${Buffer.from(`${env.WP_E2E_USER}:${env.WP_E2E_APP_PASSWORD}`).toString("base64")}`;
  server = await startNextServer({ port: sitePort, env: buildEnvFor(env) });

  /** @param {string} title */
  async function publish(title) {
    const response = await fetch(`${env.WORDPRESS_URL}/wp-json/wp/v2/posts`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({ title, content: "<p>Benchmark post.</p>", status: "publish" }),
    });
    if (!response.ok) throw new Error(`publish failed: ${response.status}`);
  }

  /**
   * Publishes posts `gapMs` apart and times each until /blog reflects it: its title, or the title of a
   * post published after it (the list is newest first, so a later post on it means this one is listed).
   *
   * @param {string} label
   * @param {number} count
   * @param {number} gapMs
   * @param {number} timeoutMs
   */
  async function publishSeries(label, count, gapMs, timeoutMs) {
    /** @type {{ title: string; at: number; ms?: number }[]} */
    const posts = [];
    const poller = (async () => {
      const deadline = Date.now() + count * gapMs + timeoutMs;
      while (Date.now() < deadline && (posts.length < count || posts.some((post) => post.ms === undefined))) {
        const html = await (await fetch(`${site}/blog`)).text();
        posts.forEach((post, index) => {
          if (post.ms === undefined && posts.slice(index).some((later) => html.includes(later.title)))
            post.ms = Date.now() - post.at;
        });
        await sleep(50);
      }
    })();
    for (let i = 0; i < count; i++) {
      const title = `${label} ${i + 1} ${Date.now()}`;
      const at = Date.now();
      await publish(title);
      posts.push({ title, at });
      if (gapMs) await sleep(gapMs);
      // The post just pushed is the last.
      else
        while (/** @type {{ ms?: number }} */ (posts.at(-1)).ms === undefined && Date.now() - at < timeoutMs)
          await sleep(20);
    }
    await poller;
    return posts.map((post) => post.ms ?? Infinity);
  }

  await fetch(`${site}/blog`);
  const withHook = await publishSeries("Webhook bench", 10, 0, 10_000);

  fs.rmSync(`${dir}/content/mu-plugins/nexaloom-revalidate.php`);
  const withoutHook = await publishSeries("Window bench", 10, 6_000, 150_000);

  server.stop();
  server = undefined;
  wordpress("stop");
  const large = await measureBuild(1_000);

  const line = (/** @type {number[]} */ values) =>
    `p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;
  console.log("");
  for (const build of [small, large])
    console.log(
      `next build with ${build.total} WordPress posts: ${build.seconds} s, ${build.requests} REST requests to WordPress`,
    );
  console.log(`publish to visible on /blog, with the webhook (10 posts):    ${line(withHook)}`);
  console.log(`publish to visible on /blog, ISR window only (10 posts):     ${line(withoutHook)}`);
} finally {
  server?.stop();
  wordpress("stop");
  fs.rmSync(path.join(root, ".next-bench"), { recursive: true, force: true });
}
