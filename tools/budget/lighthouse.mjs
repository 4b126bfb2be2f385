#!/usr/bin/env node
// Lighthouse against a running production server (`npm run build && npm start`), 3 runs a route,
// median of each metric. Usage: npm run lighthouse [-- --desktop] [--runs 3] [--base URL] [/path ...]
// Reports are written to reports/lighthouse/ (git-ignored).
import fs from "node:fs";
import path from "node:path";
import { median } from "../kit/stats.ts";
import { isUnindexable, runLighthouse } from "./lighthouse-run.mjs";
import { canonicalRoutes } from "../generate/route-list.mjs";
import { repo } from "../kit/repo.mjs";

/** @import { LighthouseResult } from "./lighthouse-run.mjs" */

const args = process.argv.slice(2);
/**
 * The value after `name` on the command line (taken out of `args`), or `fallback` without it.
 *
 * @template {string | number} T
 * @param {string} name
 * @param {T} fallback
 */
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : /** @type {string} */ (args.splice(index, 2)[1]);
};
const desktop = args.includes("--desktop") && Boolean(args.splice(args.indexOf("--desktop"), 1));
const runs = Number(option("--runs", 3));
const base = option("--base", process.env.LIGHTHOUSE_BASE ?? "http://127.0.0.1:3000");
const paths = args.length ? args : canonicalRoutes();
const outDir = path.join(repo, "reports/lighthouse");

// Checked before any Lighthouse run: a keep-alive socket left idle across a run would be closed under us.
const unindexableRoutes = new Set();
for (const route of paths) if (await isUnindexable(base, route)) unindexableRoutes.add(route);

/** @type {{ route: string; perf: number; a11y: number; bp: number; seo: number; lcp: number; cls: number; tbt: number }[]} */
const rows = [];
for (const route of paths) {
  const unindexable = unindexableRoutes.has(route);
  const results = Array.from({ length: runs }, (_, run) =>
    runLighthouse({ base, route, run: run + 1, unindexable, desktop, outDir }),
  );
  const pick = (/** @type {keyof LighthouseResult} */ key) => median(results.map((result) => result[key]));
  rows.push({
    route: unindexable ? `${route} *` : route,
    perf: pick("perf"),
    a11y: pick("a11y"),
    bp: pick("bp"),
    seo: pick("seo"),
    lcp: pick("lcp"),
    cls: pick("cls"),
    tbt: pick("tbt"),
  });
  process.stderr.write(`measured ${route}\n`);
}

const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`Lighthouse ${desktop ? "desktop" : "mobile"}, median of ${runs}\n`);
console.log(`| ${"Route".padEnd(width)} | Perf | A11y | BP  | SEO | LCP (s) | CLS   | TBT (ms) |`);
console.log(`|${"-".repeat(width + 2)}|------|------|-----|-----|---------|-------|----------|`);
for (const row of rows) {
  console.log(
    `| ${row.route.padEnd(width)} | ${String(row.perf).padStart(4)} | ${String(row.a11y).padStart(4)} | ${String(row.bp).padStart(3)} | ${String(row.seo).padStart(3)} | ${(row.lcp / 1000).toFixed(2).padStart(7)} | ${row.cls.toFixed(3)} | ${String(Math.round(row.tbt)).padStart(8)} |`,
  );
}
if (rows.some((row) => row.route.endsWith("*"))) {
  console.log("\n* noindex or 404 by design: SEO measured without is-crawlable and http-status-code");
}
fs.writeFileSync(path.join(outDir, `summary${desktop ? "-desktop" : ""}.json`), JSON.stringify(rows, null, 2));
