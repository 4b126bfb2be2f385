// What stands before the first paint on a slow phone: a Chromium performance trace of each route and of
// the bare Next.js page (tools/budget/framework-control), loaded under Lighthouse's applied ("devtools")
// mobile throttling, round by round, each load in a fresh browser. Prints, per page, the medians of the
// network milestones of the document and of the renderer main thread's work before first contentful paint,
// by kind. Usage: node tools/budget/trace-first-paint.mjs [--runs 5] [--skip-build] [route ...]
import { chromium } from "@playwright/test";
import { buildControl, controlDir, nextBuild } from "./framework-control.mjs";
import { chromiumArgs, chromiumPath } from "../kit/browser.ts";
import { median } from "../kit/stats.ts";
import { startNextServer } from "../kit/next-server.mjs";

/**
 * A Chromium trace event, as far as this script reads one.
 * @typedef {object} TraceEvent
 * @property {string} name
 * @property {number} ts
 * @property {number} [dur]
 * @property {string} [ph]
 * @property {number} [pid]
 * @property {number} [tid]
 * @property {{ name?: string; frame?: string; data?: { documentLoaderURL?: string; url?: string; requestId?: string; frame?: string } }} [args]
 */
/** @typedef {TraceEvent & { dur: number }} TimedEvent */
/** @typedef {TraceEvent & { args: { data: { requestId: string } } }} RequestEvent */

const args = process.argv.slice(2);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const index = args.indexOf(name);
  if (index === -1) return fallback;
  const [value] = args.splice(index, 2).slice(1);
  return value;
};
const runs = Number(option("--runs", "5"));
const skipBuild = args.includes("--skip-build");
const routes = args.filter((arg) => !arg.startsWith("--"));
if (!routes.length) routes.push("/", "/blog");
const port = Number(process.env.TRACE_PORT ?? 3320);

// Lighthouse's mobile settings for --throttling-method=devtools (its constants.js): 150 ms round trip
// and 1.6 Mbps, each scaled as Lighthouse scales them for DevTools, and a CPU four times slower.
const network = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

/** Trace events on the renderer's main thread, grouped as the issue names the costs. */
const kinds = {
  "HTML parse": ["ParseHTML"],
  "CSS parse": ["ParseAuthorStyleSheet"],
  style: ["UpdateLayoutTree", "RecalculateStyles"],
  layout: ["Layout"],
  "paint and raster": ["Paint", "PrePaint", "Layerize", "UpdateLayer", "CompositeLayers", "Commit"],
  "script compile": ["v8.compile", "v8.compileModule", "CacheScript", "v8.produceCache"],
  "script evaluation": ["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "RunMicrotasks"],
  "garbage collection": ["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "BlinkGC.AtomicPhase"],
};
const kindOf = new Map(Object.entries(kinds).flatMap(([kind, names]) => names.map((name) => [name, kind])));

/** @param {string} url */
async function traceLoad(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading", "v8"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8"));
    return summarise(traceEvents, url);
  } finally {
    await browser.close();
  }
}

/**
 * Milestones in ms from navigation start, and main-thread milliseconds before first contentful paint by kind.
 *
 * @param {TraceEvent[]} events
 * @param {string} url
 * @returns {Record<string, number>}
 */
function summarise(events, url) {
  const navigation =
    events.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url) ??
    events.find((event) => event.name === "navigationStart");
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!navigation || !fcp) throw new Error(`no navigation start or first contentful paint in the trace of ${url}`);
  const at = (/** @type {TraceEvent} */ event) => (event.ts - navigation.ts) / 1000;
  // A request's events carry its data: the ones found by it have args.data.
  const documentId = /** @type {RequestEvent | undefined} */ (
    events.find((event) => event.name === "ResourceSendRequest" && event.args?.data?.url === url)
  )?.args.data.requestId;
  const ofDocument = (/** @type {string} */ name) =>
    events.find((event) => event.name === name && event.args?.data?.requestId === documentId);
  const response = ofDocument("ResourceReceiveResponse");
  const finish = ofDocument("ResourceFinish");
  // The linked part of the stylesheet (lib/css/site-stylesheet.ts): when it arrived, against the paint and
  // the end of parsing, which Next's inline scripts and so hydration wait for.
  const sheetId = /** @type {RequestEvent | undefined} */ (
    events.find((event) => event.name === "ResourceSendRequest" && event.args?.data?.url?.includes("/styles/site.css"))
  )?.args.data.requestId;
  const sheet = events.find((event) => event.name === "ResourceFinish" && event.args?.data?.requestId === sheetId);
  // Of the traced page's own frame: the renderer also parses other documents (another frame's parsing ended
  // at 1.2 s on /blog, while the page's own waited for the sheet until 2.9 s).
  const parsed = events.find(
    (event) => event.name === "MarkDOMContent" && event.args?.data?.frame === navigation.args?.frame,
  );
  const mainThread = events.find(
    (event) => event.name === "thread_name" && event.args?.name === "CrRendererMain" && event.pid === fcp.pid,
  )?.tid;
  const busy = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, 0]));
  // Top-level work only: a task's children are counted once, under the first kind found from the top.
  // (The filter keeps only events with a duration: TimedEvent.)
  const tasks = /** @type {TimedEvent[]} */ (
    events.filter(
      (event) =>
        event.pid === fcp.pid && event.tid === mainThread && event.ph === "X" && event.dur && event.ts < fcp.ts,
    )
  ).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {TimedEvent[]} */
  const open = [];
  for (const event of tasks) {
    while (
      open.length &&
      /** @type {TimedEvent} */ (open.at(-1)).ts + /** @type {TimedEvent} */ (open.at(-1)).dur <= event.ts
    )
      open.pop();
    const kind = kindOf.get(event.name);
    if (kind && !open.some((parent) => kindOf.has(parent.name)))
      busy[kind] = /** @type {number} */ (busy[kind]) + Math.min(event.dur, fcp.ts - event.ts) / 1000;
    open.push(event);
  }
  return {
    fcp: at(fcp),
    firstByte: response ? at(response) : NaN,
    documentLoaded: finish ? at(finish) : NaN,
    stylesheetLoaded: sheet ? at(sheet) : NaN,
    domContentLoaded: parsed ? at(parsed) : NaN,
    ...busy,
  };
}

if (!skipBuild) nextBuild();
buildControl();
const site = await startNextServer({ port });
const control = await startNextServer({ port: port + 1, dir: controlDir });
void site;
void control;

/** @type {[string, string][]} */
const pages = [
  ["bare page", `http://127.0.0.1:${port + 1}/`],
  ...routes.map((route) => /** @type {[string, string]} */ ([route, `http://127.0.0.1:${port}${route}`])),
];
/** @type {Map<string, Record<string, number>[]>} */
const results = new Map(pages.map(([name]) => [name, []]));
for (let run = 0; run < runs; run += 1)
  for (const [name, url] of pages) {
    /** @type {Record<string, number>[]} */ (results.get(name)).push(await traceLoad(url));
    process.stderr.write(`traced ${name}, round ${run + 1}\n`);
  }

const columns = ["fcp", "firstByte", "documentLoaded", "stylesheetLoaded", "domContentLoaded", ...Object.keys(kinds)];
const round = (/** @type {number} */ value) => (Number.isFinite(value) ? Math.round(value) : "-");
console.log(
  `\nFirst paint, traced under applied throttling (medians of ${runs}, ms from navigation start; main-thread work before the paint by kind)\n`,
);
console.log(`| page | ${columns.join(" | ")} |`);
console.log(`|${" --- |".repeat(columns.length + 1)}`);
for (const [name, samples] of results)
  console.log(
    `| ${name} | ${columns.map((column) => round(median(samples.map((sample) => /** @type {number} */ (sample[column]))))).join(" | ")} |`,
  );
process.exit(0);
