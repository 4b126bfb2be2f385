// The alerting files kept in ops/ (docs/runbook.md), and the test-only copies of them the cluster
// loads when CLUSTER_ALERT_FOR is set: every `for:` cut to that value and Alertmanager's waits cut to
// seconds, so an alert travels from Prometheus to the webhook receiver within one test.
import fs from "node:fs";
import path from "node:path";
import { repo } from "../kit/repo.mjs";

const ops = path.join(repo, "ops");
export const rulesFile = path.join(ops, "prometheus/alerts.yml");
export const rulesTestFile = path.join(ops, "prometheus/alerts.test.yml");
export const blackboxFile = path.join(ops, "prometheus/blackbox.yml");
const alertmanagerTemplate = path.join(ops, "alertmanager/alertmanager.yml");

const duration = /^\d+(ms|s|m|h)$/;

/** @param {string} value */
function checkDuration(value) {
  if (!duration.test(value)) throw new Error(`CLUSTER_ALERT_FOR must be a duration such as 5s; got "${value}"`);
}

/**
 * The rules, with every `for:` set to `alertFor` when given (test-only).
 *
 * @param {string | undefined} alertFor
 * @returns {string}
 */
export function rulesFor(alertFor) {
  const rules = fs.readFileSync(rulesFile, "utf8");
  if (!alertFor) return rules;
  checkDuration(alertFor);
  return rules.replace(/^(\s+for:\s*)\S+/gm, (_, key) => `${key}${alertFor}`);
}

/**
 * Alertmanager's configuration with the three receivers' webhook addresses filled in. With `fast`
 * (test-only) every group waits 1 s and repeats after 5 s, so the Watchdog beats every few seconds.
 *
 * @param {{ page: string; ticket: string; watchdog: string }} receivers
 * @param {{ fast?: boolean }} [options]
 * @returns {string}
 */
export function alertmanagerConfig({ page, ticket, watchdog }, { fast = false } = {}) {
  /** @type {Record<string, string | undefined>} */
  const urls = { ALERT_PAGE_URL: page, ALERT_TICKET_URL: ticket, ALERT_WATCHDOG_URL: watchdog };
  let config = fs.readFileSync(alertmanagerTemplate, "utf8").replace(/\$\{(\w+)\}/g, (_, name) => {
    if (!urls[name]) throw new Error(`no value for ${name} in ${alertmanagerTemplate}`);
    return urls[name];
  });
  if (fast)
    config = config
      .replace(/^(\s+group_(?:wait|interval):\s*)\S+/gm, (_, key) => `${key}1s`)
      .replace(/^(\s+repeat_interval:\s*)\S+/gm, (_, key) => `${key}5s`);
  return config;
}
