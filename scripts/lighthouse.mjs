#!/usr/bin/env node
// Lighthouse against a running production server (`npm run build && npm start`), 3 runs a route,
// median of each metric. Usage: npm run lighthouse [-- --desktop] [--runs 3] [--base URL] [/path ...]
// Reports are written to reports/lighthouse/ (git-ignored).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { canonicalRoutes } from "./route-list.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args.splice(index, 2)[1];
};
const desktop = args.includes("--desktop") && args.splice(args.indexOf("--desktop"), 1);
const runs = Number(option("--runs", 3));
const base = option("--base", process.env.LIGHTHOUSE_BASE ?? "http://127.0.0.1:3000");
const paths = args.length ? args : canonicalRoutes();
const outDir = path.join(import.meta.dirname, "../reports/lighthouse");
fs.mkdirSync(outDir, { recursive: true });

const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A page that must not be indexed (noindex, or the 404 page) fails Lighthouse's crawlability audits by
 * design; those two audits are left out for such pages, and the table marks them with *.
 */
async function isUnindexable(route) {
  const response = await fetch(new URL(route, base));
  const html = await response.text();
  return response.status === 404 || /<meta name="robots" content="[^"]*noindex/.test(html);
}

function runOnce(route, run, unindexable) {
  const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
  const file = path.join(outDir, `${slug}${desktop ? "-desktop" : ""}-${run}.json`);
  execFileSync(
    "npx",
    [
      "lighthouse",
      new URL(route, base).href,
      "--output=json",
      `--output-path=${file}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--quiet",
      // The not-found page is measured too; it answers 404 by design.
      "--ignore-status-code",
      `--chrome-flags=${chromeFlags}`,
      ...(desktop ? ["--preset=desktop"] : []),
      ...(unindexable ? ["--skip-audits=is-crawlable,http-status-code"] : []),
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" } },
  );
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
  };
}

// Checked before any Lighthouse run: a keep-alive socket left idle across a run would be closed under us.
const unindexableRoutes = new Set();
for (const route of paths) if (await isUnindexable(route)) unindexableRoutes.add(route);

const rows = [];
for (const route of paths) {
  const unindexable = unindexableRoutes.has(route);
  const results = Array.from({ length: runs }, (_, run) => runOnce(route, run + 1, unindexable));
  const pick = (key) => median(results.map((result) => result[key]));
  rows.push({ route: unindexable ? `${route} *` : route, perf: pick("perf"), a11y: pick("a11y"), bp: pick("bp"), seo: pick("seo"), lcp: pick("lcp"), cls: pick("cls"), tbt: pick("tbt") });
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
