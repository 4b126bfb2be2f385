// One Lighthouse run of one route against a running server, and the check for pages that must not be indexed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumPath } from "../kit/browser.ts";

/**
 * One run's scores (0-100; under applied throttling, performance's alone), timings (ms), layout shift, element
 * count and CPU benchmark index.
 * @typedef {{ perf: number; a11y: number; bp: number; seo: number; fcp: number; lcp: number; cls: number; tbt: number; domNodes: number; mainThreadMs: number; benchmark: number }} LighthouseResult
 */

const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/**
 * A page that must not be indexed (noindex, or the 404 page) fails Lighthouse's crawlability audits by
 * design; those two audits are left out for such pages.
 *
 * @param {string} base
 * @param {string} route
 */
export async function isUnindexable(base, route) {
  const response = await fetch(new URL(route, base));
  const html = await response.text();
  return response.status === 404 || /<meta name="robots" content="[^"]*noindex/.test(html);
}

/**
 * `throttling: "devtools"` applies Lighthouse's network and CPU throttling for real instead of simulating it
 * from an unthrottled load: what a phone on a slow network waits for (a render-blocking request, say) shows
 * there, where the simulation mostly counts scripts.
 *
 * @param {{ base: string; route: string; run: number; unindexable: boolean; desktop?: boolean; throttling?: "simulate" | "devtools"; outDir: string }} options
 * @returns {LighthouseResult}
 */
export function runLighthouse({ base, route, run, unindexable, desktop = false, throttling = "simulate", outDir }) {
  fs.mkdirSync(outDir, { recursive: true });
  const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
  const file = path.join(
    outDir,
    `${slug}${desktop ? "-desktop" : ""}${throttling === "simulate" ? "" : `-${throttling}`}-${run}.json`,
  );
  const command = [
    "lighthouse",
    new URL(route, base).href,
    "--output=json",
    `--output-path=${file}`,
    // The applied pass gates first paint and CLS alone; the other categories are read in the simulated one.
    `--only-categories=${throttling === "devtools" ? "performance" : "performance,accessibility,best-practices,seo"}`,
    "--quiet",
    // The not-found page is measured too; it answers 404 by design.
    "--ignore-status-code",
    `--chrome-flags=${chromeFlags}`,
    ...(desktop ? ["--preset=desktop"] : []),
    `--throttling-method=${throttling}`,
    ...(unindexable ? ["--skip-audits=is-crawlable,http-status-code"] : []),
  ];
  // Headless Chromium on a busy machine now and then fails to record the trace (NO_NAVSTART): try again.
  // CI once needed a third attempt, so five leave room before a flaky browser fails the budget.
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync("npx", command, {
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, CHROME_PATH: chromiumPath() },
      });
      break;
    } catch (error) {
      if (attempt === 5) throw error;
      process.stderr.write(`lighthouse ${route}: attempt ${attempt} failed, retrying\n`);
    }
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const score = (/** @type {string} */ id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? NaN;
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
    // Host-independent enough to gate on: the element count, and main-thread time, which follows the host's
    // speed but divides out against the control measured in the same run.
    domNodes: audit("dom-size"),
    mainThreadMs: audit("mainthread-work-breakdown"),
    // Lighthouse's CPU benchmark for this run: on a shared machine it swings about 2x between runs,
    // which explains most of the spread in performance scores.
    benchmark: Math.round(report.environment?.benchmarkIndex ?? NaN),
  };
}
