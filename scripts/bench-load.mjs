#!/usr/bin/env node
// Load check: autocannon against `next start` on loopback (run `npm run build` first) for the home page, a
// pre-rendered service page, a blog post and the 404 page, and in the same run against scripts/framework-control
// (a bare Next.js page served by `next start` too), measured first and last so drift on a shared host shows.
// Every request asks for gzip, as browsers do. Each target prints its req/s and p99 as a ratio to the control:
// the host's speed swings, the ratio between two servers measured side by side much less.
// Usage: npm run bench:load [-- --duration 10 --connections 50]
// Ports: BENCH_PORT (site, default 3198) and BENCH_CONTROL_PORT (control, default 3199).
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { buildControl, controlDir } from "./lib/framework-control.mjs";
import { gzipBytes } from "./lib/gzip-bytes.mjs";
import { startNextServer } from "./lib/next-server.mjs";

const root = path.join(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const duration = option("--duration", 10);
const connections = option("--connections", 50);
const port = Number(process.env.BENCH_PORT ?? 3198);
const controlPort = Number(process.env.BENCH_CONTROL_PORT ?? 3199);
const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
const firstPost = fs.readdirSync(path.join(distDir, "server/app/blog")).find((name) => name.endsWith(".html"))?.replace(/\.html$/, "");

buildControl();
const site = await startNextServer({ port });
const control = await startNextServer({ port: controlPort, dir: controlDir });
const headers = { "accept-encoding": "gzip" };

async function measure(label, url) {
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration, headers });
  process.stderr.write(`measured ${label}\n`);
  return {
    label,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    gzip: await gzipBytes(url),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const targets = [
  ["home", `${site.base}/`],
  ["pre-rendered service page", `${site.base}/services/web-development`],
  ["blog post", `${site.base}/blog/${firstPost}`],
  ["404 page", `${site.base}/this-page-does-not-exist`],
];
const controlFirst = await measure("control (first)", `${control.base}/`);
const rows = [];
for (const [label, url] of targets) rows.push(await measure(label, url));
const controlLast = await measure("control (last)", `${control.base}/`);
site.stop();
control.stop();

const controlRps = (controlFirst.rps + controlLast.rps) / 2;
const controlP99 = (controlFirst.p99 + controlLast.p99) / 2;
console.log(`\nautocannon, ${connections} connections, ${duration} s each, loopback, accept-encoding: gzip`);
console.log(`control: bare Next.js page (${controlDir}), measured first and last; ratios use their mean\n`);
console.log("| Target                    | req/s  | p99 (ms) | gzip B/req | errors | non-2xx | req/s ratio | p99 ratio |");
console.log("|---------------------------|--------|----------|------------|--------|---------|-------------|-----------|");
for (const row of [controlFirst, ...rows, controlLast]) {
  const cells = [
    row.label.padEnd(25),
    String(row.rps).padStart(6),
    String(row.p99).padStart(8),
    String(row.gzip).padStart(10),
    String(row.errors).padStart(6),
    String(row.non2xx).padStart(7),
    (row.rps / controlRps).toFixed(2).padStart(11),
    (row.p99 / controlP99).toFixed(2).padStart(9),
  ];
  console.log(`| ${cells.join(" | ")} |`);
}
process.exit(0);
