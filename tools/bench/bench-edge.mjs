#!/usr/bin/env node
// The edge's worth under load: every route of the route table, round robin, for 60 s at 50 connections
// (autocannon, gzip accepted) through the edge (Varnish), then the same straight at nginx. Prints
// requests per second, p99 latency, and what reached the origin: Varnish's own counters (hits,
// misses, passes, backend requests) for the edge run. Runs against a cluster that is already up
// (`npm run cluster -- start`), reading its addresses from CLUSTER_DIR/env. BENCH_SECONDS shortens it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error autocannon ships no type declarations (its results are read as its README documents them).
import autocannon from "autocannon";
import { canonicalRoutes } from "../generate/route-list.mjs";
import { clusterSettings } from "../cluster/topology.mjs";
import { varnishstat } from "../cluster/edge.mjs";

const settings = clusterSettings();
// The cluster's env file: its URLs, one NAME=value line each.
const env = /** @type {import("../cluster/cluster-settings.mjs").ClusterUrls} */ (
  Object.fromEntries(
    fs
      .readFileSync(path.join(settings.dir, "env"), "utf8")
      .trim()
      .split("\n")
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  )
);
const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const paths = canonicalRoutes();

/** @returns {Record<"hit" | "miss" | "pass" | "backend", number>} */
function counters() {
  const stats = JSON.parse(
    execFileSync(varnishstat, ["-n", path.join(settings.dir, "varnish"), "-j"], { encoding: "utf8" }),
  );
  const counter = (/** @type {string} */ name) => (stats.counters ?? stats)[name]?.value ?? 0;
  return {
    hit: counter("MAIN.cache_hit"),
    miss: counter("MAIN.cache_miss"),
    pass: counter("MAIN.s_pass"),
    backend: counter("MAIN.backend_req"),
  };
}

/** @param {string} base */
async function load(base) {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((route) => ({ method: "GET", path: route })),
  });
  return {
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// Warm both: the first request of each route fills the edge, as the first visitors after a deploy do.
for (const route of paths) await fetch(`${env.EDGE_URL}${route}`);
const before = counters();
const edge = await load(env.EDGE_URL);
const after = counters();
const origin = await load(env.LB_URL);
const names = /** @type {(keyof typeof before)[]} */ (Object.keys(before));
const delta = /** @type {typeof before} */ (
  Object.fromEntries(names.map((name) => [name, after[name] - before[name]]))
);
const ratio = delta.hit / (delta.hit + delta.miss + delta.pass);
console.log(`${paths.length} routes, ${seconds} s, 50 connections, gzip`);
console.log(
  `edge:  ${edge.perSecond} req/s, p99 ${edge.p99} ms, ${edge.requests} requests, ${edge.non2xx} non-2xx, ${edge.errors} errors; hit ratio ${(ratio * 100).toFixed(2)} % (${delta.hit} hits, ${delta.miss} misses, ${delta.pass} passes); ${delta.backend} requests reached the origin`,
);
console.log(
  `nginx: ${origin.perSecond} req/s, p99 ${origin.p99} ms, ${origin.requests} requests, ${origin.non2xx} non-2xx, ${origin.errors} errors; every one reached the origin`,
);
if (ratio < 0.99) process.exit(1);
