// The cluster's monitoring, from Debian's packages, all on loopback: Prometheus scraping the instances
// and the blackbox exporter's probes of pages through the edge, evaluating ops/prometheus/alerts.yml;
// Alertmanager routing what fires to a small webhook receiver that writes each notification as a line
// of CLUSTER_DIR/alerts.jsonl.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { alertmanagerConfig, blackboxFile, rulesFor } from "./alerting.mjs";
import { clusterUrls } from "./cluster-settings.mjs";
import { launch, stopProcess, waitFor } from "../kit/processes.ts";

/** @import { ClusterSettings } from "./cluster-settings.mjs" */

export const prometheusBin = "/usr/bin/prometheus";
export const alertmanagerBin = "/usr/bin/prometheus-alertmanager";
export const blackboxBin = "/usr/bin/prometheus-blackbox-exporter";
const receiverScript = path.join(import.meta.dirname, "alert-receiver.mjs");

/** What a visitor opens, probed through the edge by blackbox module (ops/prometheus/blackbox.yml). */
const PROBES = { page: ["/", "/services", "/blog"], form_page: ["/contact"] };

/** Where the webhook receiver writes Alertmanager's notifications, one JSON line each. */
const alertsLog = (/** @type {ClusterSettings} */ settings) => path.join(settings.dir, "alerts.jsonl");

const ok = (/** @type {string} */ url) => async () => (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;

/**
 * A secret every instance of one cluster shares: made at its first start, kept in its folder (CLUSTER_DIR/<name>).
 *
 * @param {ClusterSettings} settings
 * @param {string} name
 */
export function clusterSecret(settings, name) {
  const file = path.join(settings.dir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8");
}

/**
 * The bearer token the instances ask of a scraper.
 *
 * @param {ClusterSettings} settings
 */
export const metricsToken = (settings) => clusterSecret(settings, "metrics-token");

/** @param {ClusterSettings} settings */
async function startAlertReceiver(settings) {
  const port = settings.alertReceiverPort;
  launch(settings, "alert-receiver", process.execPath, [receiverScript, String(port), alertsLog(settings)]);
  await waitFor("the alert receiver", ok(`http://127.0.0.1:${port}/`));
}

/**
 * Alertmanager without its gossip port (one node), every receiver pointed at the cluster's receiver.
 *
 * @param {ClusterSettings} settings
 */
async function startAlertmanager(settings) {
  const data = path.join(settings.dir, "alertmanager");
  fs.mkdirSync(data, { recursive: true });
  const receiver = `http://127.0.0.1:${settings.alertReceiverPort}`;
  const config = path.join(settings.dir, "alertmanager.yml");
  fs.writeFileSync(
    config,
    alertmanagerConfig(
      { page: `${receiver}/page`, ticket: `${receiver}/ticket`, watchdog: `${receiver}/watchdog` },
      { fast: Boolean(settings.alertFor) },
    ),
  );
  launch(settings, "alertmanager", alertmanagerBin, [
    `--config.file=${config}`,
    `--storage.path=${data}`,
    `--web.listen-address=127.0.0.1:${settings.alertmanagerPort}`,
    "--cluster.listen-address=",
  ]);
  await waitFor("Alertmanager", ok(`${clusterUrls(settings).ALERTMANAGER_URL}/-/ready`));
}

/** @param {ClusterSettings} settings */
async function startBlackbox(settings) {
  launch(settings, "blackbox", blackboxBin, [
    `--config.file=${blackboxFile}`,
    `--web.listen-address=127.0.0.1:${settings.blackboxPort}`,
  ]);
  await waitFor("the blackbox exporter", ok(`http://127.0.0.1:${settings.blackboxPort}/-/healthy`));
}

/**
 * Each probe is a target of the `edge` job, scraped from the exporter with its module and URL as parameters.
 *
 * @param {ClusterSettings} settings
 */
function edgeProbes(settings) {
  const { EDGE_URL } = clusterUrls(settings);
  const groups = Object.entries(PROBES).map(
    ([module, pages]) => `      - targets: [${pages.map((page) => `"${EDGE_URL}${page}"`).join(", ")}]
        labels: { module: ${module} }`,
  );
  // Every five seconds, each probe given its scrape's time: a page under a load test can take over
  // the one second the instances' scrapes get.
  return `  - job_name: edge
    metrics_path: /probe
    scrape_interval: 5s
    scrape_timeout: 5s
    static_configs:
${groups.join("\n")}
    relabel_configs:
      - source_labels: [__address__]
        target_label: __param_target
      - source_labels: [module]
        target_label: __param_module
      - source_labels: [__param_target]
        target_label: instance
      - target_label: __address__
        replacement: 127.0.0.1:${settings.blackboxPort}
`;
}

/**
 * Prometheus scraping every instance's /api/metrics each second with the token, and the edge's probes.
 *
 * @param {ClusterSettings} settings
 */
async function startPrometheus(settings) {
  const data = path.join(settings.dir, "prometheus");
  fs.mkdirSync(data, { recursive: true });
  const tokenFile = path.join(settings.dir, "metrics-token");
  metricsToken(settings);
  const rules = path.join(settings.dir, "alerts.yml");
  fs.writeFileSync(rules, rulesFor(settings.alertFor));
  const config = path.join(settings.dir, "prometheus.yml");
  const targets = settings.instancePorts.map((port) => `"127.0.0.1:${port}"`).join(", ");
  fs.writeFileSync(
    config,
    `global:
  scrape_interval: 1s
  scrape_timeout: 1s
  evaluation_interval: 1s
rule_files: ["${rules}"]
alerting:
  alertmanagers:
    - static_configs:
        - targets: ["127.0.0.1:${settings.alertmanagerPort}"]
scrape_configs:
  - job_name: nexaloom
    metrics_path: /api/metrics
    authorization:
      credentials_file: ${tokenFile}
    static_configs:
      - targets: [${targets}]
${edgeProbes(settings)}`,
  );
  // Alerts evaluated before Prometheus has found Alertmanager (its first seconds) are dropped and sent
  // again after the resend delay: a minute, or five seconds with the test-only timings.
  launch(settings, "prometheus", prometheusBin, [
    `--config.file=${config}`,
    `--storage.tsdb.path=${data}`,
    `--web.listen-address=127.0.0.1:${settings.prometheusPort}`,
    "--storage.tsdb.retention.time=1d",
    ...(settings.alertFor ? ["--rules.alert.resend-delay=5s"] : []),
  ]);
  await waitFor("Prometheus", ok(`${clusterUrls(settings).PROMETHEUS_URL}/-/ready`));
}

/**
 * Receiver first and Prometheus last, so the first alert evaluated already has somewhere to go.
 *
 * @param {ClusterSettings} settings
 */
export async function startMonitoring(settings) {
  await startAlertReceiver(settings);
  await startAlertmanager(settings);
  await startBlackbox(settings);
  await startPrometheus(settings);
}

/**
 * Prometheus first, so stopping the rest raises no alert on the way down.
 *
 * @param {ClusterSettings} settings
 */
export async function stopMonitoring(settings) {
  await stopProcess(settings, "prometheus");
  await stopProcess(settings, "blackbox");
  await stopProcess(settings, "alertmanager");
  await stopProcess(settings, "alert-receiver");
}
