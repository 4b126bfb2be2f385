// The cluster's ports, folders and the URLs they make: what the orchestrator and the monitoring both read.
import path from "node:path";

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
const int = (value, fallback) => (value ? Number(value) : fallback);

/** @typedef {ReturnType<typeof clusterSettings>} ClusterSettings */

/**
 * Ports and folders, all overridable through the environment so parallel runs do not collide.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function clusterSettings(env = process.env) {
  const lbPort = int(env.CLUSTER_LB_PORT, 3400);
  const instances = int(env.CLUSTER_INSTANCES, 3);
  const firstInstancePort = int(env.CLUSTER_INSTANCE_PORT, lbPort + 1);
  const dir = path.resolve(env.CLUSTER_DIR ?? "/tmp/nexaloom-cluster");
  return {
    dir,
    distDir: env.CLUSTER_DIST_DIR ?? ".next-cluster",
    lbPort,
    edgePort: int(env.CLUSTER_EDGE_PORT, lbPort + 10),
    prometheusPort: int(env.CLUSTER_PROMETHEUS_PORT, lbPort + 90),
    blackboxPort: int(env.CLUSTER_BLACKBOX_PORT, lbPort + 91),
    alertmanagerPort: int(env.CLUSTER_ALERTMANAGER_PORT, lbPort + 93),
    alertReceiverPort: int(env.CLUSTER_ALERT_RECEIVER_PORT, lbPort + 94),
    // Test-only: every alert's `for:` and Alertmanager's waits cut short (tools/cluster/alerting.mjs).
    alertFor: env.CLUSTER_ALERT_FOR || undefined,
    instancePorts: Array.from({ length: instances }, (_, index) => firstInstancePort + index),
    redisPort: int(env.CLUSTER_REDIS_PORT, 6380),
    pgPort: int(env.CLUSTER_PG_PORT, 5433),
    clamdPort: int(env.CLUSTER_CLAMD_PORT, lbPort + 95),
  };
}

/** @typedef {ReturnType<typeof clusterUrls>} ClusterUrls */

/** @param {ClusterSettings} settings */
export function clusterUrls(settings) {
  return {
    EDGE_URL: `http://127.0.0.1:${settings.edgePort}`,
    LB_URL: `http://127.0.0.1:${settings.lbPort}`,
    PROMETHEUS_URL: `http://127.0.0.1:${settings.prometheusPort}`,
    ALERTMANAGER_URL: `http://127.0.0.1:${settings.alertmanagerPort}`,
    INSTANCE_URLS: settings.instancePorts.map((port) => `http://127.0.0.1:${port}`).join(" "),
    DATABASE_URL: `postgres://nexaloom@127.0.0.1:${settings.pgPort}/nexaloom`,
    REDIS_URL: `redis://127.0.0.1:${settings.redisPort}`,
    CLAMD_URL: `tcp://127.0.0.1:${settings.clamdPort}`,
  };
}
