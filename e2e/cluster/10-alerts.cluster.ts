import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cluster, clusterDir, clusterEnv } from "./settings";

/**
 * Alerts travel from Prometheus (the rules of ops/prometheus/alerts.yml) through Alertmanager to the
 * cluster's webhook receiver, which writes each notification as a line of CLUSTER_DIR/alerts.jsonl.
 * tools/cluster/test-e2e-cluster.sh cuts every `for:` to CLUSTER_ALERT_FOR and Alertmanager's waits to
 * seconds; the `for:` is read from the rules the cluster's Prometheus loaded.
 */
type Alert = { status: "firing" | "resolved"; labels: Record<string, string>; startsAt: string; endsAt: string };
type Notification = { receiver: string; alerts: Alert[] };

const alertsLog = path.join(clusterDir, "alerts.jsonl");
const logSize = () => (fs.existsSync(alertsLog) ? fs.statSync(alertsLog).size : 0);

function notificationsSince(offset: number): Notification[] {
  if (!fs.existsSync(alertsLog)) return [];
  const text = fs.readFileSync(alertsLog).subarray(offset).toString("utf8");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Notification);
}

/** The first alert `wanted` that `receiver` was sent after byte `offset` of the log, within `timeoutMs`. */
async function arrival(offset: number, receiver: string, wanted: (alert: Alert) => boolean, timeoutMs: number) {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    const alert = notificationsSince(offset)
      .filter((notification) => notification.receiver === receiver)
      .flatMap((notification) => notification.alerts)
      .find(wanted);
    if (alert) return alert;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`nothing wanted reached the ${receiver} receiver within ${timeoutMs / 1000} s`);
}

/** How long DependencyDown must hold, as the cluster's Prometheus has it. */
function dependencyDownForMs() {
  const rules = fs.readFileSync(path.join(clusterDir, "alerts.yml"), "utf8");
  const [, amount, unit] = /alert: DependencyDown\n(?:.*\n)*?\s+for: (\d+)(ms|s|m)\n/.exec(rules) ?? [];
  if (!amount) throw new Error("no `for:` for DependencyDown in the cluster's rules");
  return Number(amount) * { ms: 1, s: 1_000, m: 60_000 }[unit as "ms" | "s" | "m"];
}

async function promQuery(expression: string): Promise<number[]> {
  const url = new URL("/api/v1/query", clusterEnv().prometheus);
  url.searchParams.set("query", expression);
  const body = (await (await fetch(url)).json()) as { data: { result: { value: [number, string] }[] } };
  return body.data.result.map((entry) => Number(entry.value[1]));
}

const isWatchdog = (alert: Alert) => alert.labels.alertname === "Watchdog";
const postgresDown = (status: Alert["status"]) => (alert: Alert) =>
  alert.labels.alertname === "DependencyDown" && alert.labels.dependency === "postgres" && alert.status === status;

test("the Watchdog keeps reaching its own receiver (the dead-man's switch) through Alertmanager", async () => {
  const { alertmanager } = clusterEnv();
  const held = async () => {
    const url = `${alertmanager}/api/v2/alerts?filter=${encodeURIComponent('alertname="Watchdog"')}`;
    const alerts = (await (await fetch(url)).json()) as { labels: Record<string, string>; status: { state: string } }[];
    return alerts.map((alert) => [alert.labels.alertname, alert.labels.severity, alert.status.state]);
  };
  // Prometheus sends it once it has found Alertmanager, a few seconds after it starts.
  await expect.poll(held, { timeout: 30_000 }).toEqual([["Watchdog", "none", "active"]]);

  // Beats that arrive after this test began: the switch hears it now, not just once at start.
  const offset = logSize();
  await expect
    .poll(
      () =>
        notificationsSince(offset).filter(
          (notification) =>
            notification.receiver === "watchdog" &&
            notification.alerts.some((alert) => isWatchdog(alert) && alert.status === "firing"),
        ).length,
      { timeout: 30_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(2);
  const elsewhere = notificationsSince(0).filter(
    (notification) => notification.receiver !== "watchdog" && notification.alerts.some(isWatchdog),
  );
  expect(elsewhere).toEqual([]);
});

test("PostgreSQL frozen for longer than DependencyDown's `for:` opens a ticket, and its thaw resolves it", async () => {
  const forMs = dependencyDownForMs();
  const waitMs = forMs + 30_000;
  test.setTimeout(2 * waitMs + 60_000);
  const instances = clusterEnv().instances.length;
  // Settled first: every instance reaches PostgreSQL, and no earlier outage's alert is still active.
  await expect
    .poll(() => promQuery('count(nexaloom_dependency_up{dependency="postgres"} == 1)'), { timeout: 30_000 })
    .toEqual([instances]);
  await expect
    .poll(() => promQuery('ALERTS{alertname="DependencyDown", dependency="postgres"}'), { timeout: 30_000 })
    .toEqual([]);

  const offset = logSize();
  const frozenAt = Date.now();
  cluster("freeze", "postgres");
  let firing: Alert;
  let thawAt: number;
  try {
    firing = await arrival(offset, "ticket", postgresDown("firing"), waitMs);
  } finally {
    thawAt = Date.now();
    cluster("thaw", "postgres");
  }
  const firedAfterMs = Date.parse(firing.startsAt) - frozenAt;
  console.log(`DependencyDown{postgres} fired ${firedAfterMs} ms into the freeze (for: ${forMs} ms)`);
  expect(firing.labels.severity).toBe("ticket");
  expect(firedAfterMs).toBeGreaterThanOrEqual(forMs);

  const resolved = await arrival(offset, "ticket", postgresDown("resolved"), waitMs);
  console.log(`and resolved ${Date.parse(resolved.endsAt) - thawAt} ms after the thaw`);
  expect(Date.parse(resolved.endsAt)).toBeGreaterThanOrEqual(thawAt);
});
