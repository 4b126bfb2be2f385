#!/usr/bin/env node
// What several instances cost and gain, measured in one run on this machine:
//  1. requests per second for a pre-rendered page and a blog post through nginx to three instances,
//     and straight to one instance (autocannon, 10 s, 50 connections each);
//  2. the per-request cost of the shared cache: mean latency at one connection of one instance with
//     Redis against the same build started without REDIS_URL (Next's own disk and memory cache);
//  3. publish-to-visible on /blog of all three instances, asked directly, for 10 posts (p50, p95).
// Starts its own WordPress (port 8892) and the cluster (npm run cluster's settings, CLUSTER_* to move
// them), and stops everything by PID at the end. CLUSTER_SKIP_BUILD=1 reuses the last cluster build.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error autocannon ships no type declarations (its results are read as its README documents them).
import autocannon from "autocannon";
import { clusterSettings, repo, startCluster, stopCluster } from "../cluster/topology.mjs";
import { percentile } from "../kit/stats.ts";

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const settings = clusterSettings();
const wpPort = process.env.WP_E2E_PORT ?? "8892";
const wpDir = process.env.WP_E2E_DIR ?? "/tmp/nexaloom-wp-bench-cluster";
const lb = `http://127.0.0.1:${settings.lbPort}`;
const plainPort = settings.lbPort + 50;
const wordpress = (/** @type {string} */ command) =>
  execFileSync("bash", [path.join(repo, "e2e/wordpress/wordpress.sh"), command], {
    stdio: ["ignore", 2, 2],
    env: { ...process.env, WP_E2E_PORT: wpPort, WP_E2E_DIR: wpDir, WP_E2E_REVALIDATE_URL: `${lb}/api/revalidate` },
  });

process.env.REVALIDATE_SECRET ??= "bench-revalidate-secret-0123456789abcdef";
process.env.DEPLOY_PURGE_SECRET ??= "bench-deploy-purge-secret-0123456789abcdef";
process.env.FORM_RATE_LIMIT ??= "1000000";
process.env.NEXT_TELEMETRY_DISABLED = "1";
let plain;

/** @param {string} url */
async function throughput(url) {
  const result = await autocannon({ url, connections: 50, duration: 10 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Mean latency at one connection, as the median of 5 alternating 2-second rounds of a and b (a busy host drifts).
 *
 * @param {string} a
 * @param {string} b
 */
async function latencyPair(a, b) {
  /** @type {{ a: number[]; b: number[] }} */
  const rounds = { a: [], b: [] };
  for (let round = 0; round < 5; round++) {
    rounds.a.push((await autocannon({ url: a, connections: 1, duration: 2 })).latency.average);
    rounds.b.push((await autocannon({ url: b, connections: 1, duration: 2 })).latency.average);
  }
  return { a: percentile(rounds.a, 50), b: percentile(rounds.b, 50) };
}

/**
 * The handler's own read of one page entry from Redis (3 round trips, parse, buffers), in-process.
 *
 * @param {string} redisUrl
 * @param {string} keyPrefix
 * @param {string} pathname
 */
async function handlerRead(redisUrl, keyPrefix, pathname) {
  const { createClient } = await import("@redis/client");
  const { default: createRedisHandler } = await import("@fortedigital/nextjs-cache-handler/redis-strings");
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    const keys = [];
    for await (const batch of client.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 1000 })) keys.push(...batch);
    const key =
      keys.map((full) => full.slice(keyPrefix.length)).find((name) => name.endsWith(`/$${pathname}`)) ?? pathname;
    const handler = createRedisHandler({ client, keyPrefix });
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      const value = await handler.get(key, { implicitTags: [] });
      times.push(performance.now() - started);
      bytes = (await client.strLen(keyPrefix + key)) ?? bytes;
      if (!value) throw new Error(`no cache entry ${key}`);
    }
    return { ms: percentile(times, 50), kib: bytes / 1024 };
  } finally {
    await client.close();
  }
}

try {
  wordpress("start");
  const wpEnv = Object.fromEntries(
    fs
      .readFileSync(path.join(wpDir, "env"), "utf8")
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  process.env.WORDPRESS_URL = wpEnv.WORDPRESS_URL;
  const urls = await startCluster(settings, { skipBuild: process.env.CLUSTER_SKIP_BUILD === "1" });
  const [one] = urls.INSTANCE_URLS.split(" ");

  // The same build as a single instance without Redis: the per-request baseline of Next's own cache.
  const identity = JSON.parse(fs.readFileSync(path.join(repo, settings.distDir, "cluster-build.json"), "utf8"));
  const out = fs.openSync(path.join(settings.dir, "plain.log"), "a");
  plain = spawn(
    process.execPath,
    [path.join(repo, "node_modules/next/dist/bin/next"), "start", "-p", String(plainPort), "-H", "127.0.0.1"],
    {
      cwd: repo,
      detached: true,
      stdio: ["ignore", out, out],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        NEXT_DIST_DIR: settings.distDir,
        WORDPRESS_URL: process.env.WORDPRESS_URL,
        ...identity,
      },
    },
  );
  const plainUrl = `http://127.0.0.1:${plainPort}`;
  for (let i = 0; i < 100; i++)
    if (
      await fetch(`${plainUrl}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    else await sleep(200);

  const posts = await (await fetch(`${process.env.WORDPRESS_URL}/wp-json/wp/v2/posts?per_page=1`)).json();
  const pages = {
    "pre-rendered page (/services)": "/services",
    [`blog post (/blog/${posts[0].slug})`]: `/blog/${posts[0].slug}`,
  };
  // Warm every cache (Redis, each instance, the plain one) before measuring.
  for (const pathname of Object.values(pages))
    for (const base of [lb, ...urls.INSTANCE_URLS.split(" "), plainUrl])
      for (let i = 0; i < 3; i++) await fetch(`${base}${pathname}`);

  console.log(
    "\nThroughput (autocannon, 10 s, 50 connections; 2 shared cores, so the ratio shows overhead, not scale)",
  );
  for (const [label, pathname] of Object.entries(pages)) {
    const viaNginx = await throughput(`${lb}${pathname}`);
    const single = await throughput(`${one}${pathname}`);
    console.log(
      `  ${label}: nginx -> 3 instances ${viaNginx.toFixed(0)} req/s, 1 instance direct ${single.toFixed(0)} req/s, ratio ${(viaNginx / single).toFixed(2)}`,
    );
  }

  console.log(
    "\nShared cache cost per request (same build, one instance with Redis against one with Next's own cache)",
  );
  for (const [label, pathname] of Object.entries(pages)) {
    const { a: withRedis, b: local } = await latencyPair(`${one}${pathname}`, `${plainUrl}${pathname}`);
    const read = await handlerRead(urls.REDIS_URL, `nexaloom:${identity.DEPLOYMENT_ID}:`, pathname);
    console.log(
      `  ${label}: HTTP latency at 1 connection ${withRedis.toFixed(2)} ms with Redis, ${local.toFixed(2)} ms without (+${(withRedis - local).toFixed(2)} ms); ` +
        `the handler's Redis read of the entry (${read.kib.toFixed(0)} KiB) alone: ${read.ms.toFixed(2)} ms (median of 200)`,
    );
  }

  const auth = `Basic ${Buffer.from(`${wpEnv.WP_E2E_USER}:${wpEnv.WP_E2E_APP_PASSWORD}`).toString("base64")}`;
  const instances = urls.INSTANCE_URLS.split(" ");
  const times = [];
  for (let i = 0; i < 10; i++) {
    const title = `Cluster bench ${i + 1} ${Date.now()}`;
    const at = Date.now();
    const response = await fetch(`${process.env.WORDPRESS_URL}/wp-json/wp/v2/posts`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({ title, content: "<p>Benchmark post.</p>", status: "publish" }),
    });
    if (!response.ok) throw new Error(`publish failed: ${response.status}`);
    const seen = await Promise.all(
      instances.map(async (instance) => {
        while (Date.now() - at < 30_000) {
          if ((await (await fetch(`${instance}/blog`)).text()).includes(title)) return Date.now() - at;
          await sleep(20);
        }
        return Infinity;
      }),
    );
    times.push(Math.max(...seen));
  }
  console.log(
    `\nPublish to visible on /blog of all 3 instances (10 posts, webhook to nginx): p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms (${times.join(", ")})`,
  );
} finally {
  if (plain?.pid) {
    try {
      process.kill(-plain.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  await stopCluster(settings);
  wordpress("stop");
}
