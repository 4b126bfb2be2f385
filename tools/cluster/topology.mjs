// The multi-instance topology on one machine, from Debian's packages: redis-server, PostgreSQL and
// nginx on loopback, N containers of one build's image (tools/cluster/instance-containers.mjs), Varnish as
// the edge (a CDN's stand-in) whose backends are the instances themselves, nginx beside it as the internal
// balancer (WordPress's webhook), and the monitoring of tools/cluster/monitoring.mjs. Every process is
// started in its own process group, its PID written under the cluster folder, and stopped by it.
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrate } from "../../scripts/migrate.mjs";
import { aptInstall } from "../kit/apt.mjs";
import { edgeBackendHealth, edgeConfig, switchEdgeConfig, varnishd } from "./edge.mjs";
import { clusterSettings, clusterUrls } from "./cluster-settings.mjs";
import { alive, freezePeer, launch, pidFile, sleep, stopProcess, waitFor } from "../kit/processes.ts";
import {
  alertmanagerBin,
  blackboxBin,
  clusterSecret,
  metricsToken,
  prometheusBin,
  startMonitoring,
  stopMonitoring,
} from "./monitoring.mjs";
import { repo } from "../kit/repo.mjs";
import { clamdBin, pingClamd, writeClamdConfig } from "../kit/clamd.ts";
import {
  instanceRunning,
  packageClusterImage,
  playInstance,
  removeInstances,
  signalInstance,
} from "./instance-containers.mjs";

/** @import { ClusterSettings, ClusterUrls } from "./cluster-settings.mjs" */
/** @typedef {{ DEPLOYMENT_ID: string; NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: string }} BuildIdentity */

export { clusterSettings, clusterUrls, freezePeer, launch, repo, stopProcess, waitFor };
const nextBin = path.join(repo, "node_modules/next/dist/bin/next");

const log = (/** @type {string} */ message) => process.stderr.write(`[cluster] ${message}\n`);

/** @param {string} command */
function has(command) {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function postgresBin() {
  const root = "/usr/lib/postgresql";
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  return version && fs.existsSync(path.join(root, version, "bin/initdb")) ? path.join(root, version, "bin") : undefined;
}

/** Installs what is missing with apt, keeping the packages' services from starting on their own ports. */
function ensurePackages() {
  /** @type {string[]} */
  const missing = [];
  if (!has("redis-server")) missing.push("redis-server");
  if (!has("nginx") && !fs.existsSync("/usr/sbin/nginx")) missing.push("nginx-light");
  if (!postgresBin()) missing.push("postgresql");
  if (!fs.existsSync(varnishd)) missing.push("varnish", "varnish-modules");
  if (!fs.existsSync(prometheusBin)) missing.push("prometheus");
  if (!fs.existsSync(alertmanagerBin)) missing.push("prometheus-alertmanager");
  if (!fs.existsSync(blackboxBin)) missing.push("prometheus-blackbox-exporter");
  if (!fs.existsSync(clamdBin)) missing.push("clamav-daemon");
  aptInstall(missing, log);
}

const answers = (/** @type {string} */ url) => async () =>
  (await fetch(url, { signal: AbortSignal.timeout(5_000) })).status < 500;

/**
 * The build folder the instances run: the cluster's own, or the one the last deploy switched to.
 *
 * @param {ClusterSettings} settings
 * @returns {string}
 */
function currentDist(settings) {
  const file = path.join(settings.dir, "current-build");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() : settings.distDir;
}

/**
 * A build's own settings, kept in its folder so a reused build starts with the same ones.
 *
 * @param {string} distDir
 * @returns {BuildIdentity | undefined}
 */
function buildIdentity(distDir) {
  const file = path.join(repo, distDir, "cluster-build.json");
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

/**
 * Settings every cluster build and instance shares: next.config reads the shared cache and the edge at
 * build (the header rules carry the provider's tag header, and the build records its provider), and the
 * instances purge the edge through Varnish's adapter.
 *
 * @param {ClusterSettings} settings
 * @param {ClusterUrls} urls
 */
const buildEnv = (settings, urls) => ({
  REDIS_URL: urls.REDIS_URL,
  // One challenge key for all: a form's challenge from one instance is checked by whichever takes the post.
  ALTCHA_HMAC_KEY: clusterSecret(settings, "challenge-key"),
  CDN_PROVIDER: "varnish",
  CDN_API_URL: `${urls.EDGE_URL}/.edge/purge`,
  NEXT_TELEMETRY_DISABLED: "1",
});

/**
 * One `next build` for every instance: one deploymentId, one server-actions key.
 *
 * @param {ClusterSettings} settings
 * @param {ClusterUrls} urls
 * @param {string} [distDir]
 * @returns {BuildIdentity}
 */
export function build(settings, urls, distDir = settings.distDir) {
  const identity = {
    DEPLOYMENT_ID: `nexaloom-${Date.now().toString(36)}`,
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY:
      process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY ?? randomBytes(32).toString("base64"),
  };
  log(`building into ${distDir} (deploymentId ${identity.DEPLOYMENT_ID})`);
  execFileSync(process.execPath, [nextBin, "build"], {
    cwd: repo,
    stdio: ["ignore", 2, 2],
    env: { ...process.env, ...identity, NEXT_DIST_DIR: distDir, ...buildEnv(settings, urls) },
  });
  fs.writeFileSync(path.join(repo, distDir, "cluster-build.json"), JSON.stringify(identity));
  return identity;
}

/** @param {ClusterSettings} settings */
export async function startPostgres(settings) {
  // ensurePackages has installed PostgreSQL; without it, path.join throws below.
  const bin = /** @type {string} */ (postgresBin());
  const data = path.join(settings.dir, "pg");
  const asPostgres =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync("id", ["-u", "postgres"])), gid: Number(execFileSync("id", ["-g", "postgres"])) }
      : {};
  if (!fs.existsSync(path.join(data, "PG_VERSION"))) {
    fs.mkdirSync(data, { recursive: true, mode: 0o700 });
    if (asPostgres.uid !== undefined) fs.chownSync(data, asPostgres.uid, asPostgres.gid);
    // Trust on loopback only: the server listens on 127.0.0.1 and a socket inside the cluster folder.
    execFileSync(path.join(bin, "initdb"), ["-D", data, "-U", "nexaloom", "--auth=trust", "-E", "UTF8", "--no-sync"], {
      stdio: "ignore",
      ...asPostgres,
    });
  }
  launch(
    settings,
    "postgres",
    path.join(bin, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(settings.pgPort),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${data}`,
      "-c",
      "max_connections=100",
    ],
    asPostgres,
  );
  const url = clusterUrls(settings).DATABASE_URL;
  await waitFor("PostgreSQL", async () => {
    const client = new pg.Client({ connectionString: url.replace(/\/nexaloom$/, "/postgres") });
    await client.connect();
    try {
      const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'nexaloom'");
      if (exists.rowCount === 0) await client.query("CREATE DATABASE nexaloom");
    } finally {
      await client.end();
    }
    return true;
  });
  const applied = await migrate(url);
  if (applied.length) log(`migrations applied: ${applied.join(", ")}`);
}

/** @param {ClusterSettings} settings */
export async function startRedis(settings) {
  const data = path.join(settings.dir, "redis");
  fs.mkdirSync(data, { recursive: true });
  launch(settings, "redis", "redis-server", [
    "--port",
    String(settings.redisPort),
    "--bind",
    "127.0.0.1",
    "--dir",
    data,
    "--save",
    "",
    "--appendonly",
    "no",
    "--daemonize",
    "no",
  ]);
  await waitFor("Redis", async () => {
    const out = execFileSync("redis-cli", ["-p", String(settings.redisPort), "ping"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.trim() === "PONG";
  });
}

/**
 * clamd from Debian's clamav-daemon, in the foreground on loopback with the cluster's own config and a
 * one-line EICAR signature database (freshclam cannot reach the internet here), shared by every instance
 * as in production. Stopped and started by the suites to hold applications and release them.
 *
 * @param {ClusterSettings} settings
 */
export async function startClamd(settings) {
  const dir = path.join(settings.dir, "clamd");
  fs.mkdirSync(dir, { recursive: true });
  // Debian's default StreamMaxLength, well above the resume limit (RESUME_MAX_BYTES, 5 MiB).
  const config = writeClamdConfig({ dir, port: settings.clamdPort, streamMaxBytes: 25 * 1024 * 1024 });
  launch(settings, "clamd", clamdBin, ["--config-file", config]);
  await waitFor("clamd", () => pingClamd(settings.clamdPort));
}

const PASS_THROUGH = [
  "WORDPRESS_URL",
  "REVALIDATE_SECRET",
  "DEPLOY_PURGE_SECRET",
  "SMTP_URL",
  "CONTACT_TO",
  "CONTACT_FROM",
  "FORM_RATE_LIMIT",
  "SITE_URL",
  "NEXT_PRIVATE_DEBUG_CACHE",
  "SHUTDOWN_DRAIN_SECONDS",
];

/**
 * Starts instance `index` (0-based) as a container of the current build's image and waits until it answers. Its spool is on its claim,
 * kept across its restarts: a killed instance moves what it left into PostgreSQL when started again.
 *
 * @param {ClusterSettings} settings
 * @param {number} index
 */
export async function startInstance(settings, index) {
  const distDir = currentDist(settings);
  const identity = buildIdentity(distDir);
  if (!identity) throw new Error(`no cluster build in ${distDir}: run the cluster start first`);
  const urls = clusterUrls(settings);
  const port = settings.instancePorts[index];
  /** @type {Record<string, string | undefined>} */
  const env = { NEXT_TELEMETRY_DISABLED: "1" };
  // Behind the edge's probes (two failures a second apart take an instance out): unready this long after SIGTERM.
  env.SHUTDOWN_DRAIN_SECONDS = "5";
  for (const name of PASS_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  // One proxy in front of each instance, nginx or the edge, and each replaces X-Forwarded-For with the
  // address it saw: the rate limit keys on that one.
  Object.assign(env, identity, buildEnv(settings, urls), {
    DATABASE_URL: urls.DATABASE_URL,
    CLAMD_URL: urls.CLAMD_URL,
    INSTANCE_NAME: `instance-${index + 1}`,
    TRUSTED_PROXY_HOPS: "1",
    METRICS_TOKEN: metricsToken(settings),
  });
  playInstance(settings, index, { distDir, env });
  await waitFor(`instance ${index + 1}`, answers(`http://127.0.0.1:${port}/`));
}

/**
 * nginx: the internal balancer (WordPress's webhook comes through it; visitors come through the edge,
 * operators and Prometheus go to the instances directly). Instances named in `down` (0-based) get no new
 * requests, as during their restart in a deploy. `generation` is answered at /.lb/config, so a reload
 * can be seen to have taken effect.
 *
 * @param {ClusterSettings} settings
 * @param {{ down?: number[]; generation?: string }} [options]
 */
function nginxConfig(settings, { down = [], generation = "0" } = {}) {
  const temp = path.join(settings.dir, "nginx");
  for (const folder of ["body", "proxy", "fastcgi", "uwsgi", "scgi"])
    fs.mkdirSync(path.join(temp, folder), { recursive: true, mode: 0o777 });
  fs.chmodSync(temp, 0o777);
  const servers = settings.instancePorts
    .map(
      (port, index) =>
        `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.includes(index) ? " down" : ""};`,
    )
    .join("\n");
  return `daemon off;
worker_processes 1;
pid ${temp}/nginx.pid;
error_log ${settings.dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  upstream nexaloom {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${settings.lbPort};
    # Resumes are up to 5 MiB; the receivers answer 413 themselves above their own limits.
    client_max_body_size 8m;
    client_body_buffer_size 1m;
    # Liveness, readiness, metrics and the edge's endpoints (a deploy's purge, its 503 page) are for
    # operators and Prometheus, who reach each instance directly. nginx matches the path it has decoded
    # and normalised (percent-escapes, doubled slashes, dot segments).
    location ~* ^/api/(ready|health|metrics|edge)(/|$) {
      add_header Cache-Control "no-store" always;
      return 404;
    }
    # Which configuration the workers run: the cluster script reloads nginx and waits for this to change.
    location = /.lb/config {
      add_header Cache-Control "no-store" always;
      # return runs before allow/deny would: the address is checked in the same phase, first.
      if ($remote_addr != "127.0.0.1") {
        return 404;
      }
      return 200 "${generation}\\n";
    }
    location / {
      proxy_pass http://nexaloom;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Replaced, not appended: the instances trust one hop (TRUSTED_PROXY_HOPS=1) and key the rate
      # limit on the rightmost X-Forwarded-For entry, which is then always the address nginx saw.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Real-IP $remote_addr;
      # The instances (which trust this one hop) log it beside each failure.
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down is skipped; a POST already sent is never replayed (not idempotent).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

const nginxDownFile = (/** @type {ClusterSettings} */ settings) => path.join(settings.dir, "nginx-down.json");

/**
 * The instances (0-based) nginx leaves out: none, unless a deploy is restarting one.
 *
 * @type {(settings: ClusterSettings) => number[]}
 */
const nginxDown = (settings) =>
  fs.existsSync(nginxDownFile(settings)) ? JSON.parse(fs.readFileSync(nginxDownFile(settings), "utf8")) : [];

/**
 * Writes nginx's configuration with `down` left out; returns the generation it answers at /.lb/config.
 *
 * @param {ClusterSettings} settings
 * @param {number[]} down
 */
function writeNginxConfig(settings, down) {
  const generation = randomBytes(8).toString("hex");
  fs.writeFileSync(nginxDownFile(settings), JSON.stringify(down));
  fs.writeFileSync(path.join(settings.dir, "nginx.conf"), nginxConfig(settings, { down, generation }));
  return generation;
}

/** @param {ClusterSettings} settings */
async function startNginx(settings) {
  const conf = path.join(settings.dir, "nginx.conf");
  writeNginxConfig(settings, nginxDown(settings));
  const nginx = fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  launch(settings, "nginx", nginx, ["-c", conf, "-p", settings.dir, "-e", path.join(settings.dir, "nginx-error.log")]);
  await waitFor("nginx", answers(`${clusterUrls(settings).LB_URL}/`));
}

/**
 * Marks instance `index` (0-based) down in nginx, or up again, and reloads it: SIGHUP to its master
 * starts workers on the new configuration while the old ones finish the requests they hold. Resolves
 * once nginx answers with the new configuration.
 *
 * @param {ClusterSettings} settings
 * @param {number} index
 * @param {boolean} up
 */
async function setNginxInstance(settings, index, up) {
  const down = nginxDown(settings).filter((other) => other !== index);
  if (!up) down.push(index);
  const generation = writeNginxConfig(
    settings,
    down.sort((a, b) => a - b),
  );
  process.kill(Number(fs.readFileSync(pidFile(settings, "nginx"), "utf8")), "SIGHUP");
  const url = `${clusterUrls(settings).LB_URL}/.lb/config`;
  await waitFor(
    `nginx's reload with instance ${index + 1} ${up ? "up" : "down"}`,
    async () => (await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).text()).trim() === generation,
    15_000,
  );
}

const edgeWork = (/** @type {ClusterSettings} */ settings) => path.join(settings.dir, "varnish");

/** The site's page the edge answers its 503 with, read by the VCL (std.fileread). */
const unavailablePage = (/** @type {ClusterSettings} */ settings) => path.join(settings.dir, "edge-unavailable.html");

/**
 * The edge's configuration for this cluster: its backends are the instances, the purgers their address.
 *
 * @param {ClusterSettings} settings
 * @param {string} file
 * @param {{ refusePurges?: boolean }} [options]
 */
const writeEdgeConfig = (settings, file, { refusePurges = false } = {}) =>
  fs.writeFileSync(
    path.join(settings.dir, file),
    edgeConfig({
      backends: settings.instancePorts.map((port) => ({ host: "127.0.0.1", port })),
      purgers: { addresses: ["127.0.0.1"] },
      unavailablePage: unavailablePage(settings),
      refusePurges,
    }),
  );

/**
 * Varnish on its own port and work folder, its configuration filled in from ops/varnish/edge.vcl. Its
 * backends are the instances themselves, each probed on /api/ready (nginx is not behind it). Its 503
 * page is the site's, asked of an instance now: the edge shows it when no instance answers.
 *
 * @param {ClusterSettings} settings
 */
export async function startEdge(settings) {
  const work = edgeWork(settings);
  fs.mkdirSync(work, { recursive: true, mode: 0o755 });
  const page = await fetch(`http://127.0.0.1:${settings.instancePorts[0]}/api/edge/unavailable`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!page.ok) throw new Error(`instance 1 answered ${page.status} for the edge's 503 page`);
  fs.writeFileSync(unavailablePage(settings), await page.text(), { mode: 0o644 });
  writeEdgeConfig(settings, "edge.vcl");
  launch(settings, "edge", varnishd, [
    "-F",
    "-a",
    `127.0.0.1:${settings.edgePort}`,
    "-f",
    path.join(settings.dir, "edge.vcl"),
    "-n",
    work,
    "-s",
    "malloc,256m",
  ]);
  await waitFor("the edge", answers(`${clusterUrls(settings).EDGE_URL}/`));
}

/**
 * For the tests: the running edge refuses purges (503, as a CDN's API that is up but degraded) or takes
 * them again. A configuration switch (varnishadm vcl.load, vcl.use), so what the edge stores stays.
 *
 * @param {ClusterSettings} settings
 * @param {boolean} accept
 */
export function setEdgePurges(settings, accept) {
  const file = accept ? "edge.vcl" : "edge-purges-refused.vcl";
  writeEdgeConfig(settings, file, { refusePurges: !accept });
  return switchEdgeConfig(
    edgeWork(settings),
    path.join(settings.dir, file),
    accept ? "purges_taken" : "purges_refused",
  );
}

/** Whether the edge runs (a deploy waits on its view of each instance only then). */
const edgeRuns = (/** @type {ClusterSettings} */ settings) => {
  const file = pidFile(settings, "edge");
  return fs.existsSync(file) && alive(Number(fs.readFileSync(file, "utf8")));
};

/** How long a stopping instance may take to finish what it holds before it is killed. */
const EXIT_TIMEOUT_MS = 120_000;

/**
 * Sends `signal` to instance `index` (0-based) and answers a check of whether it still runs.
 *
 * @param {ClusterSettings} settings
 * @param {number} index
 * @param {NodeJS.Signals} signal
 * @returns {() => boolean}
 */
export function sendInstance(settings, index, signal) {
  signalInstance(index, signal, EXIT_TIMEOUT_MS);
  return () => instanceRunning(index);
}

/**
 * Moves instance `index` (0-based) to the build in CLUSTER_DIR/current-build without dropping a request:
 * nginx stops sending it new ones (marked down, reloaded); SIGTERM turns it unready and it keeps serving
 * while the edge's probes take it out of rotation (SHUTDOWN_DRAIN_SECONDS); then Next stops taking
 * connections, finishes the requests under way and exits by itself (SIGKILL only after EXIT_TIMEOUT_MS).
 * The new process is given requests again once it is ready: by the edge when its probe passes, by nginx
 * when marked up.
 *
 * @param {ClusterSettings} settings
 * @param {number} index
 */
export async function replaceInstance(settings, index) {
  const name = `instance-${index + 1}`;
  const backend = `instance${index + 1}`;
  const work = edgeWork(settings);
  const edge = edgeRuns(settings);
  await setNginxInstance(settings, index, false);
  const stopping = Date.now();
  const running = sendInstance(settings, index, "SIGTERM");
  if (edge)
    await waitFor(
      `the edge to take ${name} out of rotation`,
      () => edgeBackendHealth(work)[backend] === "sick",
      30_000,
    );
  const out = Date.now() - stopping;
  while (running() && Date.now() - stopping < EXIT_TIMEOUT_MS) await sleep(100);
  if (running()) {
    log(`${name} had not exited ${EXIT_TIMEOUT_MS / 1000} s after SIGTERM; killing it`);
    sendInstance(settings, index, "SIGKILL");
    while (running()) await sleep(100);
  }
  log(`${name}: out of the edge's rotation ${out} ms after SIGTERM, exited after ${Date.now() - stopping} ms`);
  await stopProcess(settings, name);
  await startInstance(settings, index);
  const ready = `http://127.0.0.1:${settings.instancePorts[index]}/api/ready`;
  await waitFor(
    `${name} ready`,
    async () => (await fetch(ready, { signal: AbortSignal.timeout(2_000) })).status === 200,
  );
  if (edge)
    await waitFor(`the edge to take ${name} back`, () => edgeBackendHealth(work)[backend] === "healthy", 30_000);
  await setNginxInstance(settings, index, true);
}

/**
 * A deploy's last step, as a pipeline runs it (`npm run edge:purge`): one instance of the new build queues
 * the purge of the old build's pages, and the instances deliver it to the edge through their adapter.
 *
 * @param {ClusterSettings} settings
 * @param {string} deployment
 * @returns {Promise<void>}
 */
function purgeOldBuild(settings, deployment) {
  const script = path.join(repo, "scripts/edge-purge.mjs");
  const origin = `http://127.0.0.1:${settings.instancePorts[0]}`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, "--deployment", deployment, "--origin", origin],
      { cwd: repo, timeout: 30_000 },
      (error, stdout, stderr) => {
        process.stderr.write(stdout + stderr);
        if (error) reject(new Error(`npm run edge:purge failed (${error.code ?? error.signal})`));
        else resolve();
      },
    );
  });
}

/**
 * Switches every instance to a new build, one at a time, each without dropping a request (above), then
 * has the old build's pages purged at the edge (after the last old instance left rotation, not before:
 * it would hand the edge old pages again): from then on no edge answer is the old build's. The new
 * build's folder also gets the old build's static files, so a page of the old build still open in a
 * browser keeps loading its scripts.
 *
 * @param {ClusterSettings} settings
 */
export async function deploy(settings) {
  const urls = clusterUrls(settings);
  const from = currentDist(settings);
  const old = buildIdentity(from);
  if (!old) throw new Error(`no cluster build in ${from}: run the cluster start first`);
  const to = from === settings.distDir ? `${settings.distDir}-next` : settings.distDir;
  const fresh = build(settings, urls, to);
  fs.cpSync(path.join(repo, from, "static"), path.join(repo, to, "static"), { recursive: true, force: false });
  packageClusterImage(settings, to);
  fs.writeFileSync(path.join(settings.dir, "current-build"), to);
  for (const index of settings.instancePorts.keys()) await replaceInstance(settings, index);
  await purgeOldBuild(settings, old.DEPLOYMENT_ID);
  log(
    `deployed ${fresh.DEPLOYMENT_ID} over ${old.DEPLOYMENT_ID}; the old build's pages are queued for a purge at the edge`,
  );
  return { from: old.DEPLOYMENT_ID, to: fresh.DEPLOYMENT_ID };
}

/** @param {ClusterSettings} settings */
export async function stopCluster(settings) {
  await stopMonitoring(settings);
  await stopProcess(settings, "edge");
  await stopProcess(settings, "nginx", "SIGQUIT");
  // The pods (their claims stay), then what followed their output.
  removeInstances(settings);
  await Promise.all(settings.instancePorts.map((_, index) => stopProcess(settings, `instance-${index + 1}`)));
  await stopProcess(settings, "redis");
  await stopProcess(settings, "clamd");
  // SIGINT is PostgreSQL's fast shutdown: it does not wait for idle clients to leave.
  await stopProcess(settings, "postgres", "SIGINT");
}

/**
 * @param {ClusterSettings} settings
 * @param {{ skipBuild?: boolean }} [options]
 */
export async function startCluster(settings, { skipBuild = false } = {}) {
  ensurePackages();
  await stopCluster(settings);
  fs.rmSync(settings.dir, { recursive: true, force: true });
  fs.mkdirSync(settings.dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(settings.dir, 0o755);
  const urls = clusterUrls(settings);
  if (!skipBuild || !buildIdentity(settings.distDir)) build(settings, urls);
  removeInstances(settings, { claims: true });
  packageClusterImage(settings, settings.distDir);
  await Promise.all([startPostgres(settings), startRedis(settings), startClamd(settings)]);
  // One at a time: each seeds the shared cache from the build as it starts, and the 2 cores
  // of a CI runner finish three sequential starts sooner than three at once.
  for (const index of settings.instancePorts.keys()) await startInstance(settings, index);
  await startNginx(settings);
  await startEdge(settings);
  await startMonitoring(settings);
  const lines = Object.entries(urls).map(([name, value]) => `${name}=${value}`);
  fs.writeFileSync(path.join(settings.dir, "env"), `${lines.join("\n")}\n`);
  return urls;
}
