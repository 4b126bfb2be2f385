#!/usr/bin/env node
// `npm run test:alerts`: the alerting files in ops/ (docs/runbook.md) checked by the tools of the
// versions that run them, installed from Debian when missing: promtool checks the rules and runs their
// unit tests (ops/prometheus/alerts.test.yml), amtool checks Alertmanager's routing, and every alert's
// runbook_url must be a heading of docs/runbook.md. The cluster's test-only copies (short `for:`, short waits) are
// checked too, so the end-to-end suite loads valid files.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { aptInstall } from "./kit/apt.mjs";
import { alertmanagerConfig, rulesFile, rulesFor, rulesTestFile } from "./cluster/alerting.mjs";
import { repo } from "./kit/repo.mjs";

const promtool = "/usr/bin/promtool";
const amtool = "/usr/bin/amtool";

aptInstall(
  [...(fs.existsSync(promtool) ? [] : ["prometheus"]), ...(fs.existsSync(amtool) ? [] : ["prometheus-alertmanager"])],
  (message) => process.stderr.write(`[test:alerts] ${message}\n`),
);

/**
 * @param {string} command
 * @param {...string} args
 */
const run = (command, ...args) => execFileSync(command, args, { stdio: "inherit" });
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "nexaloom-alerts-"));
try {
  run(promtool, "check", "rules", rulesFile);
  run(promtool, "test", "rules", rulesTestFile);
  const testRules = path.join(scratch, "alerts.yml");
  fs.writeFileSync(testRules, rulesFor("5s"));
  run(promtool, "check", "rules", testRules);

  // Every alert's runbook_url is a heading of docs/runbook.md (its anchor as GitHub makes it from the heading).
  const runbookFile = path.join(repo, "docs/runbook.md");
  const anchors = new Set(
    [...fs.readFileSync(runbookFile, "utf8").matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      /** @type {string} */ (heading)
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
  const rules = fs.readFileSync(rulesFile, "utf8");
  const ruleTexts = rules.split(/^\s*- alert: /m).slice(1);
  const unresolved = ruleTexts
    .map((rule) => ({ name: rule.split(/\s/)[0], url: rule.match(/runbook_url: (\S+)/)?.[1] }))
    .filter(
      ({ url }) => !url?.startsWith("docs/runbook.md#") || !anchors.has(/** @type {string} */ (url.split("#")[1])),
    );
  if (ruleTexts.length === 0 || unresolved.length)
    throw new Error(`alerts whose runbook_url is no heading of docs/runbook.md: ${unresolved.map(({ name }) => name)}`);
  console.log(`${ruleTexts.length} runbook_url annotations resolve to headings of docs/runbook.md`);

  const receivers = {
    page: "https://pager.example.invalid/hook",
    ticket: "https://tickets.example.invalid/hook",
    watchdog: "https://switch.example.invalid/hook",
  };
  // Every alert of the rules must reach the receiver its severity names; the Watchdog its own.
  const alerts = [...rules.matchAll(/- alert: (\w+)[\s\S]*?severity: (\w+)/g)];
  for (const fast of [false, true]) {
    const config = path.join(scratch, `alertmanager${fast ? "-fast" : ""}.yml`);
    fs.writeFileSync(config, alertmanagerConfig(receivers, { fast }));
    run(amtool, "check-config", config);
    for (const [, name, severity] of alerts) {
      const receiver = name === "Watchdog" ? "watchdog" : severity;
      const args = ["config", "routes", "test", `--config.file=${config}`, `--verify.receivers=${receiver}`];
      execFileSync(amtool, [...args, `alertname=${name}`, `severity=${severity}`], { stdio: "pipe" });
    }
    console.log(`${alerts.length} alerts routed to their receivers`);
  }
} catch (error) {
  const { message, stdout } = /** @type {Error & { stdout?: Buffer }} */ (error);
  console.error(`[test:alerts] ${message}${stdout ?? ""}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
