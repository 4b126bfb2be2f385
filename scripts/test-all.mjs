#!/usr/bin/env node
// `npm test`: every suite in turn (lint, unit, alerting rules, end-to-end, visual again with fewer system
// fonts, WordPress, cluster, budget), stopping at the first that fails, then where the browser suites'
// reports are, whether or not they passed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// test:visual:dejavu-core runs the visual suite again on test:e2e's build, in a browser that sees no
// Liberation and no extra DejaVu faces: the same baselines must hold on a machine with and without them.
const steps = [
  "lint",
  "test:unit",
  "test:alerts",
  "test:e2e",
  "test:visual:dejavu-core",
  "test:e2e:wordpress",
  "test:e2e:cluster",
  "test:budget",
];

let failed;
for (const step of steps) {
  const { status } = spawnSync("npm", ["run", step], { cwd: repo, stdio: "inherit" });
  if (status !== 0) {
    failed = step;
    break;
  }
}

const reports = path.join(repo, "reports/playwright");
const suites = fs.existsSync(reports) ? fs.readdirSync(reports).sort() : [];
console.log("\nPlaywright reports (HTML report, JUnit file, and a trace and screenshot per failure):");
for (const suite of suites) {
  const dir = path.join(reports, suite);
  console.log(
    `  ${suite}: ${path.join(dir, "html/index.html")}  ${path.join(dir, "junit.xml")}  ${path.join(dir, "results/")}`,
  );
}
if (failed) {
  console.error(`\nnpm test: ${failed} failed`);
  process.exit(1);
}
