#!/usr/bin/env node
// The performance budget: builds, starts `next start` on loopback, runs Lighthouse (mobile) once per
// route and reads first-load JS per route, prints one table and exits 1 on any breach of tools/budget/budget.json.
// After the routes it measures a control: a bare Next.js page (tools/budget/framework-control) on the same host in
// the same run, the ceiling no route can be expected to score above, so a reader can tell host from code.
// Scores follow the host; the gates that do not are gzip HTML bytes, DOM elements, first-load JS and
// Lighthouse's main-thread time divided by the control's from the same run. A second pass applies the
// throttling for real (--throttling-method=devtools, what a phone on a slow network sees) on the routes of
// budget.json's appliedThrottling, interleaved with the control round by round so both see the same host,
// and gates the median of first paint's per-round ratios to the control's, and CLS under that method too.
// Usage: npm run budget [-- --skip-build] [--runs N] [--simulated-runs N] [--all] [/path ...]   (default: the representative routes)
// Ports: BUDGET_PORT (site, default 3300) and BUDGET_CONTROL_PORT (control, default BUDGET_PORT + 1).
import fs from "node:fs";
import path from "node:path";
import { groupFor, judgeRoute, roundRatios } from "./budget-judge.mjs";
import { bundleSizes } from "./bundle-sizes.mjs";
import { buildControl, controlDir, nextBuild } from "./framework-control.mjs";
import { gzipBytes } from "./gzip-bytes.mjs";
import { median } from "../kit/stats.ts";
import { isUnindexable, runLighthouse } from "./lighthouse-run.mjs";
import { canonicalRoutes } from "../generate/route-list.mjs";
import { startNextServer } from "../kit/next-server.mjs";
import { repo } from "../kit/repo.mjs";

/** @import { Budget, BudgetGroup, FirstPaint } from "./budget-judge.mjs" */
/** @import { LighthouseResult } from "./lighthouse-run.mjs" */

/**
 * tools/budget/budget.json: budget-judge.mjs's part and the rest of it.
 * @typedef {Budget & {
 *   baselineKib: number;
 *   representative: string[];
 *   mainThreadRatio: number;
 *   lighthouse: { performance: number; accessibility: number; "best-practices": number; seo: number; cls: number };
 *   exceptions: { route: string; metric: string; min: number }[];
 *   appliedThrottling: { routes: string[] };
 * }} SiteBudget
 */

/** @typedef {BudgetGroup & { jsKib: number; domNodes: number; mainThreadRatio?: number }} SiteGroup */

/**
 * One route's line of the table; the fields after `ok` are filled in by the later passes.
 * @typedef {object} Row
 * @property {string} route
 * @property {string} built
 * @property {number} perf
 * @property {number} a11y
 * @property {number} bp
 * @property {number} seo
 * @property {number} cls
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} js
 * @property {number} jsBudget
 * @property {number} htmlKib
 * @property {number} dom
 * @property {number} domBudget
 * @property {number} mainThreadMs
 * @property {number} mainThreadBudget
 * @property {string} perfRuns
 * @property {number} cpu
 * @property {boolean} ok
 * @property {number} [mainThreadRatio]
 * @property {number} [fcpApplied]
 * @property {FirstPaint} [firstPaint]
 * @property {number} [clsApplied]
 * @property {number} [perfApplied]
 * @property {number} [htmlBudget]
 * @property {number} [fcpBudget]
 */

const root = repo;
/** @type {SiteBudget} */
const budget = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "budget.json"), "utf8"));
const args = process.argv.slice(2);
const flag = (/** @type {string} */ name) => args.includes(name) && Boolean(args.splice(args.indexOf(name), 1));
const skipBuild = flag("--skip-build");
const all = flag("--all");
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args.splice(index, 2)[1]);
};
// --runs: the applied-throttling rounds, whose first paint is gated on a median; --simulated-runs: the
// simulated pass's runs (scores, DOM, main thread), whose bars sit far above a quiet host's figures.
const runs = option("--runs", 1);
const simulatedRuns = option("--simulated-runs", runs);
const routes = args.length ? args : all ? [...canonicalRoutes(), "/this-page-does-not-exist"] : budget.representative;
const port = Number(process.env.BUDGET_PORT ?? 3300);
const controlPort = Number(process.env.BUDGET_CONTROL_PORT ?? port + 1);
const base = `http://127.0.0.1:${port}`;

if (!skipBuild) nextBuild();
buildControl();
await startNextServer({ port });
const control = await startNextServer({ port: controlPort, dir: controlDir });

/**
 * The build's route for a URL: dynamic pages are listed under their pattern.
 *
 * @param {string} url
 * @param {Map<string, unknown>} known
 */
function buildRoute(url, known) {
  if (known.has(url)) return url;
  if (/^\/blog\/page\/[^/]+$/.test(url)) return "/blog/page/[page]";
  if (/^\/blog\/category\/[^/]+\/page\/[^/]+$/.test(url)) return "/blog/category/[category]/page/[page]";
  if (/^\/blog\/category\/[^/]+$/.test(url)) return "/blog/category/[category]";
  if (url.startsWith("/blog/")) return "/blog/[slug]";
  if (url.startsWith("/portfolio/case-studies/")) return "/portfolio/case-studies/[slug]";
  return "/_not-found";
}

const sizes = bundleSizes(root);
const sizeByRoute = new Map(sizes.routes.map((row) => [row.route, row]));
/** @type {string[]} */
const breaches = [];
if (sizes.baselineKib > budget.baselineKib)
  breaches.push(`framework baseline ${sizes.baselineKib} KiB > ${budget.baselineKib}`);

/** @type {Set<string>} */
const unindexable = new Set();
for (const route of routes) if (await isUnindexable(base, route)) unindexable.add(route);

const outDir = path.join(root, "reports/budget");
/** @type {Row[]} */
const rows = [];
for (const route of routes) {
  const results = Array.from({ length: simulatedRuns }, (_, run) =>
    runLighthouse({ base, route, run: run + 1, unindexable: unindexable.has(route), outDir }),
  );
  const pick = (/** @type {keyof LighthouseResult} */ key) => median(results.map((result) => result[key]));
  const built = buildRoute(route, sizeByRoute);
  // budget.json's groups carry the site's own bars beside the judged ones.
  const group = /** @type {SiteGroup} */ (groupFor(budget, built));
  const js = sizeByRoute.get(built)?.overBaselineKib ?? NaN;
  const htmlKib = +((await gzipBytes(new URL(route, base))) / 1024).toFixed(1);
  const row = {
    route,
    built,
    perf: pick("perf"),
    a11y: pick("a11y"),
    bp: pick("bp"),
    seo: pick("seo"),
    cls: pick("cls"),
    lcp: pick("lcp"),
    tbt: pick("tbt"),
    js,
    jsBudget: group.jsKib,
    htmlKib,
    dom: pick("domNodes"),
    domBudget: group.domNodes,
    mainThreadMs: pick("mainThreadMs"),
    mainThreadBudget: group.mainThreadRatio ?? budget.mainThreadRatio,
    perfRuns: results.map((result) => result.perf).join(" "),
    cpu: pick("benchmark"),
  };
  /** @type {SiteBudget["lighthouse"] & Record<string, number>} */
  const min = { ...budget.lighthouse };
  for (const exception of budget.exceptions.filter((item) => item.route === route))
    min[exception.metric] = exception.min;
  const problems = [
    row.perf < min.performance && `performance ${row.perf} < ${min.performance}`,
    row.a11y < min.accessibility && `accessibility ${row.a11y} < ${min.accessibility}`,
    row.bp < min["best-practices"] && `best practices ${row.bp} < ${min["best-practices"]}`,
    row.seo < min.seo && `SEO ${row.seo} < ${min.seo}`,
    row.cls >= min.cls && `CLS ${row.cls.toFixed(3)} >= ${min.cls}`,
    !(js <= group.jsKib) && `JS +${js} KiB > +${group.jsKib} KiB (${group.name})`,
    !(row.dom <= group.domNodes) && `DOM ${row.dom} elements > ${group.domNodes} (${group.name})`,
  ].filter(Boolean);
  breaches.push(...problems.map((problem) => `${route}: ${problem}`));
  rows.push({ ...row, ok: problems.length === 0 });
  process.stderr.write(`measured ${route}\n`);
}

const controlRuns = Array.from({ length: simulatedRuns }, (_, run) =>
  runLighthouse({
    base: control.base,
    route: "/",
    run: run + 1,
    unindexable: false,
    outDir: path.join(outDir, "control"),
  }),
);
const controlPick = (/** @type {keyof LighthouseResult} */ key) => median(controlRuns.map((result) => result[key]));
const controlMainThread = controlPick("mainThreadMs");
for (const row of rows) {
  row.mainThreadRatio = +(row.mainThreadMs / controlMainThread).toFixed(2);
  if (row.mainThreadRatio <= row.mainThreadBudget) continue;
  row.ok = false;
  breaches.push(`${row.route}: main thread ${row.mainThreadRatio}x the control > ${row.mainThreadBudget}x`);
}

const appliedRows = rows.filter((row) => budget.appliedThrottling.routes.includes(row.route));
/** @type {Map<string, LighthouseResult[]>} */
const applied = new Map(appliedRows.map((row) => [row.route, []]));
/** @type {LighthouseResult[]} */
const controlApplied = [];
for (let run = 1; appliedRows.length && run <= runs; run++) {
  controlApplied.push(
    runLighthouse({
      base: control.base,
      route: "/",
      run,
      unindexable: false,
      throttling: "devtools",
      outDir: path.join(outDir, "control"),
    }),
  );
  for (const row of appliedRows)
    /** @type {LighthouseResult[]} */ (applied.get(row.route)).push(
      runLighthouse({
        base,
        route: row.route,
        run,
        unindexable: unindexable.has(row.route),
        throttling: "devtools",
        outDir,
      }),
    );
  process.stderr.write(`measured applied throttling, round ${run}\n`);
}
control.stop();
const controlFcps = controlApplied.map((result) => result.fcp);
for (const row of appliedRows) {
  const results = /** @type {LighthouseResult[]} */ (applied.get(row.route));
  const fcps = results.map((result) => result.fcp);
  row.fcpApplied = median(fcps);
  row.firstPaint = roundRatios(controlFcps, fcps);
  row.clsApplied = median(results.map((result) => result.cls));
  row.perfApplied = median(results.map((result) => result.perf));
}
for (const row of rows) {
  const verdict = judgeRoute(budget, { route: row.built, htmlKib: row.htmlKib, firstPaint: row.firstPaint });
  row.htmlBudget = verdict.htmlBar;
  row.fcpBudget = verdict.fcpBar;
  const problems = [
    ...verdict.problems,
    row.clsApplied !== undefined &&
      row.clsApplied >= budget.lighthouse.cls &&
      `CLS (applied throttling) ${row.clsApplied.toFixed(3)} >= ${budget.lighthouse.cls}`,
  ].filter(Boolean);
  if (!problems.length) continue;
  row.ok = false;
  breaches.push(...problems.map((problem) => `${row.route}: ${problem}`));
}

const spread = (/** @type {FirstPaint} */ { median: middle, min, max }) =>
  `${middle.toFixed(2)}x (${min.toFixed(2)}-${max.toFixed(2)})`;
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(
  `\nBudget: Lighthouse mobile (${simulatedRuns === 1 ? "one run" : `median of ${simulatedRuns}`}) and first-load JS over the ${sizes.baselineKib} KiB baseline\n`,
);
const runsWidth = Math.max(...rows.map((row) => row.perfRuns.length), 9);
console.log(
  `| ${"Route".padEnd(width)} | Perf | ${"Perf runs".padEnd(runsWidth)} | CPU index | A11y | BP  | SEO | LCP (s) | CLS   | TBT (ms) | JS +KiB / budget | HTML gz KiB / max | DOM / max   | Main thread ms (x control) / max | Applied: FCP x control, median (min-max) / max | Applied: CLS | OK |`,
);
console.log(
  `|${"-".repeat(width + 2)}|------|${"-".repeat(runsWidth + 2)}|-----------|------|-----|-----|---------|-------|----------|------------------|-------------------|-------------|----------------------------------|------------------------------------------------|--------------|----|`,
);
for (const row of rows) {
  const fcp = row.firstPaint ? `${spread(row.firstPaint)} / ${row.fcpBudget}x` : "-";
  console.log(
    `| ${row.route.padEnd(width)} | ${String(row.perf).padStart(4)} | ${row.perfRuns.padEnd(runsWidth)} | ${String(row.cpu).padStart(9)} | ${String(row.a11y).padStart(4)} | ${String(row.bp).padStart(3)} | ${String(row.seo).padStart(3)} | ${(row.lcp / 1000).toFixed(2).padStart(7)} | ${row.cls.toFixed(3)} | ${String(Math.round(row.tbt)).padStart(8)} | ${`${row.js} / ${row.jsBudget}`.padStart(16)} | ${`${row.htmlKib} / ${row.htmlBudget}`.padStart(17)} | ${`${row.dom} / ${row.domBudget}`.padStart(11)} | ${`${Math.round(row.mainThreadMs)} (${row.mainThreadRatio}x) / ${row.mainThreadBudget}x`.padStart(32)} | ${fcp.padStart(46)} | ${(row.clsApplied === undefined ? "-" : row.clsApplied.toFixed(3)).padStart(12)} | ${row.ok ? "yes" : "NO"} |`,
  );
}
console.log(
  `\nFramework alone (${controlDir}, same host, same run): performance ${controlPick("perf")} (runs ${controlRuns.map((result) => result.perf).join(" ")}), TBT ${Math.round(controlPick("tbt"))} ms, LCP ${(controlPick("lcp") / 1000).toFixed(2)} s, main thread ${Math.round(controlMainThread)} ms, DOM ${controlPick("domNodes")}, CPU index ${controlPick("benchmark")}.`,
);
if (controlApplied.length) {
  // Each round's ratio, not only their median, so that a reader can tell a noisy host (a wide spread) from a
  // slower page (every round higher).
  console.log(
    `Applied throttling (${runs === 1 ? "one round" : `${runs} rounds`}, control and routes interleaved round by round): control first paint ${(median(controlFcps) / 1000).toFixed(2)} s (rounds ${controlFcps.map((fcp) => (fcp / 1000).toFixed(2)).join(" ")}). Each route's first paint divided by the control's in the same round, the median gated:`,
  );
  for (const row of appliedRows) {
    // Each applied route's rounds were measured above.
    const firstPaint = /** @type {FirstPaint} */ (row.firstPaint);
    const fcpApplied = /** @type {number} */ (row.fcpApplied);
    console.log(
      `  ${row.route.padEnd(width)}  rounds ${firstPaint.ratios.map((ratio) => ratio.toFixed(2)).join(" ")}  median ${spread(firstPaint)}, max ${row.fcpBudget}x  first paint ${(fcpApplied / 1000).toFixed(2)} s  score ${row.perfApplied}`,
    );
  }
}
if (breaches.length)
  console.error(`\n${breaches.length} budget breach(es):\n${breaches.map((breach) => `  - ${breach}`).join("\n")}`);
else console.log("\nWithin budget.");
process.exit(breaches.length ? 1 : 0);
