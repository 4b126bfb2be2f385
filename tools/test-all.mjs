#!/usr/bin/env node
// `npm test`: every suite, each to its end even when another failed, then a table of each suite's time and
// result (also written to reports/suites.json), where the browser suites' reports are, and the last lines each
// failed suite printed; exits 1 if any failed.
// The order is docs/testing.md's: one production build shared by the budget and the end-to-end suite, the
// budget first on a quiet machine, then the suites that need nothing running, then the browser suites.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repo } from "./kit/repo.mjs";

// The e2e suite's canonical origin (playwright.config.ts reads it); the shared build bakes it into its pages.
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: process.env.SITE_URL ?? "https://www.nexaloom.in",
};

/**
 * A suite: an npm script, or a command; `needs` names a suite whose failure makes this one pointless.
 *
 * @type {{ name: string; command: [string, ...string[]]; needs?: string; pauseMs?: number; env?: Record<string, string> }[]}
 */
const suites = [
  { name: "build", command: ["npx", "next", "build"] },
  // Lighthouse's timings follow whatever else the host is doing: measured before anything else runs.
  { name: "budget", command: ["npm", "run", "test:budget"], needs: "build", pauseMs: 5_000 },
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "unit", command: ["npm", "run", "test:unit"] },
  { name: "alerts", command: ["npm", "run", "test:alerts"] },
  { name: "image", command: ["npm", "run", "test:image"], needs: "build" },
  { name: "e2e", command: ["npm", "run", "test:e2e"], needs: "build", env: { E2E_SKIP_BUILD: "1" } },
  { name: "wordpress", command: ["npm", "run", "test:e2e:wordpress"] },
  { name: "cluster", command: ["npm", "run", "test:e2e:cluster"] },
];

/** Lines of a failed suite's own output repeated just above the table: CI keeps only the end of a long log. */
const tailLines = 40;

/**
 * Runs one suite with its output passed through, and keeps the last lines it printed.
 *
 * @param {[string, ...string[]]} command
 * @param {NodeJS.ProcessEnv} suiteEnv
 * @returns {Promise<{ status: number | null; tail: string[] }>}
 */
function run(command, suiteEnv) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: repo, env: suiteEnv, stdio: ["ignore", "pipe", "pipe"] });
    /** @type {string[]} */
    let tail = [];
    const partial = { stdout: "", stderr: "" };
    for (const stream of /** @type {const} */ (["stdout", "stderr"]))
      child[stream].on("data", (/** @type {Buffer} */ chunk) => {
        process[stream].write(chunk);
        const lines = (partial[stream] + chunk.toString()).split("\n");
        partial[stream] = lines.pop() ?? "";
        tail = [...tail, ...lines].slice(-tailLines);
      });
    child.on("close", (status) => {
      const unfinished = [partial.stdout, partial.stderr].filter(Boolean);
      resolve({ status, tail: [...tail, ...unfinished].slice(-tailLines) });
    });
  });
}

/** @type {{ name: string; passed: boolean; seconds: number; note?: string }[]} */
const results = [];
/** @type {Map<string, string[]>} The last lines of each suite that failed, by name. */
const failedTails = new Map();
for (const suite of suites) {
  const blocker = results.find((result) => result.name === suite.needs && !result.passed);
  if (blocker) {
    results.push({ name: suite.name, passed: false, seconds: 0, note: `not run: ${blocker.name} failed` });
    continue;
  }
  if (suite.pauseMs) await new Promise((resolve) => setTimeout(resolve, suite.pauseMs));
  console.log(`\nnpm test: ${suite.name} (${suite.command.join(" ")})`);
  const started = Date.now();
  const { status, tail } = await run(suite.command, { ...env, ...suite.env });
  results.push({ name: suite.name, passed: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) failedTails.set(suite.name, tail);
}

const reports = path.join(repo, "reports");
fs.mkdirSync(reports, { recursive: true });
fs.writeFileSync(path.join(reports, "suites.json"), `${JSON.stringify(results, null, 2)}\n`);

const playwright = path.join(reports, "playwright");
const browserSuites = fs.existsSync(playwright) ? fs.readdirSync(playwright).sort() : [];
console.log("\nPlaywright reports (HTML report, JUnit file, and a trace and screenshot per failure):");
for (const suite of browserSuites) {
  const dir = path.join(playwright, suite);
  console.log(
    `  ${suite}: ${path.join(dir, "html/index.html")}  ${path.join(dir, "junit.xml")}  ${path.join(dir, "results/")}`,
  );
}

for (const [name, tail] of failedTails) {
  console.log(`\n${name} failed; the last ${tailLines} lines it printed:`);
  for (const line of tail) console.log(`  ${line}`);
}

const minutes = (/** @type {number} */ seconds) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
console.log("\nsuite       time   result");
for (const { name, passed, seconds, note } of results)
  console.log(
    `${name.padEnd(11)} ${minutes(seconds).padStart(5)}  ${passed ? "passed" : "FAILED"}${note ? ` (${note})` : ""}`,
  );
const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
const failed = results.filter(({ passed }) => !passed);
console.log(`${"total".padEnd(11)} ${minutes(total).padStart(5)}`);
console.log(`suites: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
