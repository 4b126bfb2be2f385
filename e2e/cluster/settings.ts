import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { claimName } from "../../tools/cluster/instance-names.mjs";
import { podman } from "../../tools/image/podman.mjs";

/** Ports and folders of the test cluster; tools/cluster/test-e2e-cluster.sh sets them, these are its defaults. */
export const repo = path.resolve(__dirname, "../..");
export const clusterDir = path.resolve(process.env.CLUSTER_DIR ?? "/tmp/nexaloom-cluster");
export const mailLog = `${clusterDir}.mail.jsonl`;
export const smtpPort = Number(process.env.CLUSTER_SMTP_PORT ?? 2526);
export const rateLimit = Number(process.env.FORM_RATE_LIMIT ?? 30);

/** What `npm run cluster -- start` printed (it also writes the lines to CLUSTER_DIR/env). */
export function clusterEnv() {
  const lines = fs.readFileSync(path.join(clusterDir, "env"), "utf8").trim().split("\n");
  const env = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return {
    edge: env.EDGE_URL!,
    prometheus: env.PROMETHEUS_URL!,
    alertmanager: env.ALERTMANAGER_URL!,
    lb: env.LB_URL!,
    instances: env.INSTANCE_URLS!.split(" "),
    databaseUrl: env.DATABASE_URL!,
    redisUrl: env.REDIS_URL!,
  };
}

/** Runs the cluster script (start, stop, kill-instance N, ...) with this suite's settings. */
export function cluster(...args: string[]) {
  return execFileSync(process.execPath, [path.join(repo, "tools/cluster/cluster.mjs"), ...args], {
    cwd: repo,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** The same, without blocking the test's own event loop (a load run keeps going meanwhile). */
export function clusterAsync(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // Its progress (what it waited for, and how long) goes to the run's output, as the blocking form's does.
    const child = execFile(
      process.execPath,
      [path.join(repo, "tools/cluster/cluster.mjs"), ...args],
      { cwd: repo },
      (error) => (error ? reject(error) : resolve()),
    );
    child.stderr?.pipe(process.stderr);
  });
}

/** What the instances logged with `event` (pino's JSON lines in CLUSTER_DIR/instance-N.log, kept across restarts). */
export function instanceLogLines(event: string): Record<string, unknown>[] {
  return fs
    .readdirSync(clusterDir)
    .filter((name) => /^instance-\d+\.log$/.test(name))
    .flatMap((name) => fs.readFileSync(path.join(clusterDir, name), "utf8").split("\n"))
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Instance `n`'s (1-based) spool folder: on its claim, the volume podman made for it. */
export function instanceSpool(n: number) {
  return path.join(podman(["volume", "inspect", "--format={{.Mountpoint}}", claimName(n - 1)]), "spool");
}

/** The submissions instance `n` holds in its spool now: one JSON file each. */
export function spooledEntries(n: number): string[] {
  const folder = instanceSpool(n);
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".json")) : [];
}
