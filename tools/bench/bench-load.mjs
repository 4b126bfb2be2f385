#!/usr/bin/env node
// Load check: autocannon against `next start` on loopback (run `npm run build` first) for the home page, a
// pre-rendered service page, a blog post and the 404 page, and in the same run against tools/budget/framework-control
// (a bare Next.js page served by `next start` too), measured before and after every target.
// Every request asks for gzip, as browsers do. Each target prints its req/s and p99 as a ratio to the control:
// the host's speed swings, the ratio between two servers measured side by side much less.
// Usage: npm run bench:load [-- --duration 10 --connections 50]
// Ports: BENCH_PORT (site, default 3198) and BENCH_CONTROL_PORT (control, default 3199).
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error autocannon ships no type declarations (its results are read as its README documents them).
import autocannon from "autocannon";
import { buildControl, controlDir } from "../budget/framework-control.mjs";
import { gzipBytes } from "../budget/gzip-bytes.mjs";
import { groupCpuMs } from "../kit/process-cpu.mjs";
import { startNextServer } from "../kit/next-server.mjs";
import { repo } from "../kit/repo.mjs";

const root = repo;
const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {number} */ fallback) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const duration = option("--duration", 10);
const connections = option("--connections", 50);
const port = Number(process.env.BENCH_PORT ?? 3198);
const controlPort = Number(process.env.BENCH_CONTROL_PORT ?? 3199);
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
// A prerendered post; names starting with a dash are not posts (app/blog/-unknown-post answers unknown slugs).
const firstPost = fs
  .readdirSync(path.join(distDir, "server/app/blog"))
  .find((name) => name.endsWith(".html") && !name.startsWith("-"))
  ?.replace(/\.html$/, "");

buildControl();
const site = await startNextServer({ port });
const control = await startNextServer({ port: controlPort, dir: controlDir });
const headers = { "accept-encoding": "gzip" };

/**
 * @param {string} label
 * @param {string} url
 * @param {{ pid: number | undefined }} server a started one, which has a pid
 */
async function measure(label, url, server) {
  await autocannon({ url, connections, duration: 2, headers });
  const cpuBefore = groupCpuMs(/** @type {number} */ (server.pid));
  const result = await autocannon({ url, connections, duration, headers });
  const cpuMs = groupCpuMs(/** @type {number} */ (server.pid)) - cpuBefore;
  process.stderr.write(`measured ${label}\n`);
  return {
    label,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    // Server CPU per request: unlike req/s, it hardly moves with the load other work puts on the host.
    cpuMsPerRequest: cpuMs / result.requests.total,
    gzip: await gzipBytes(url),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Measured */

/** @type {[string, string][]} */
const targets = [
  ["home", `${site.base}/`],
  ["pre-rendered service page", `${site.base}/services/web-development`],
  ["blog post", `${site.base}/blog/${firstPost}`],
  ["404 page", `${site.base}/this-page-does-not-exist`],
];
// The control runs before and after every target, and each target is compared with the mean of its two
// neighbours: on a shared host the load of other work changes within a minute.
const controls = [await measure("control", `${control.base}/`, control)];
const rows = [];
for (const [label, url] of targets) {
  const row = await measure(label, url, site);
  controls.push(await measure("control", `${control.base}/`, control));
  // The control before this target and the one after it.
  const [before, after] = /** @type {[Measured, Measured]} */ (controls.slice(-2));
  rows.push({
    ...row,
    rpsRatio: (2 * row.rps) / (before.rps + after.rps),
    p99Ratio: (2 * row.p99) / (before.p99 + after.p99),
    cpuRatio: (2 * row.cpuMsPerRequest) / (before.cpuMsPerRequest + after.cpuMsPerRequest),
  });
}
site.stop();
control.stop();

console.log(`\nautocannon, ${connections} connections, ${duration} s each, loopback, accept-encoding: gzip`);
console.log(
  `control: bare Next.js page (${controlDir}), measured before and after each target; ratios use the mean of the two`,
);
console.log(
  `control runs: req/s ${controls.map((row) => row.rps).join(", ")}; server CPU ms/request ${controls.map((row) => row.cpuMsPerRequest.toFixed(2)).join(", ")}; gzip ${/** @type {Measured} */ (controls[0]).gzip} B/req\n`,
);
console.log(
  "| Target                    | req/s  | p99 (ms) | CPU ms/req | gzip B/req | errors | non-2xx | req/s ratio | p99 ratio | CPU/req ratio |",
);
console.log(
  "|---------------------------|--------|----------|------------|------------|--------|---------|-------------|-----------|---------------|",
);
for (const row of rows) {
  const cells = [
    row.label.padEnd(25),
    String(row.rps).padStart(6),
    String(row.p99).padStart(8),
    row.cpuMsPerRequest.toFixed(2).padStart(10),
    String(row.gzip).padStart(10),
    String(row.errors).padStart(6),
    String(row.non2xx).padStart(7),
    row.rpsRatio.toFixed(2).padStart(11),
    row.p99Ratio.toFixed(2).padStart(9),
    row.cpuRatio.toFixed(2).padStart(13),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
process.exit(0);
