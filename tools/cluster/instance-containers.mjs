// The cluster's instances as containers of the site's image, played by podman from the site's own
// Kubernetes description (deploy/kubernetes/base): the StatefulSet's pod template becomes, per instance, a
// one-replica Deployment on the host's network (its own port, so all traffic stays on loopback and reaches
// Redis and PostgreSQL there) with its own claim for ./data, where its spool outlives the container.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseAllDocuments, stringify } from "yaml";
import { podman, podmanEnv } from "../image/podman.mjs";
import { packageSiteBuild } from "../image/site-image.mjs";
import { launch } from "../kit/processes.ts";
import { repo } from "../kit/repo.mjs";
import { claimName, podName } from "./instance-names.mjs";

/** @import { ClusterSettings } from "./cluster-settings.mjs" */

const SECRET = "nexaloom-site";
const SITE_REPOSITORY = "localhost/nexaloom/cluster-site";

/** @param {ClusterSettings} settings */
const imageFile = (settings) => path.join(settings.dir, "image");
/** @param {ClusterSettings} settings @param {number} index */
const manifestFile = (settings, index) => path.join(settings.dir, `instance-${index + 1}.kube.yaml`);

/** @param {number} index */
const claimExists = (index) => {
  try {
    podman(["volume", "exists", claimName(index)]);
    return true;
  } catch {
    return false;
  }
};

/**
 * Packages the cluster build in `distDir` as an image and records it as the one the instances run.
 *
 * @param {ClusterSettings} settings
 * @param {string} distDir
 */
export function packageClusterImage(settings, distDir) {
  const image = packageSiteBuild({
    repository: SITE_REPOSITORY,
    distDir,
    // Only at the cluster's start: during a deploy the running containers still use the old one.
    removeOld: !fs.existsSync(imageFile(settings)),
    log: (line) => console.error(`[cluster] ${line}`),
  });
  fs.writeFileSync(imageFile(settings), image);
  return image;
}

/** The site's StatefulSet and ConfigMap as `kubectl kustomize` renders the base. */
function renderedSite() {
  const yaml = execFileSync("kubectl", ["kustomize", path.join(repo, "deploy/kubernetes/base")], { encoding: "utf8" });
  const manifests = parseAllDocuments(yaml).map((document) => document.toJS());
  const statefulSet = manifests.find((m) => m.kind === "StatefulSet" && m.metadata.name === "nexaloom-site");
  const configMap = manifests.find((m) => m.kind === "ConfigMap" && /^nexaloom-site-[a-z0-9]+$/.test(m.metadata.name));
  if (!statefulSet || !configMap)
    throw new Error("deploy/kubernetes/base renders no nexaloom-site StatefulSet and ConfigMap");
  return { statefulSet, configMap };
}

/**
 * Writes podman's secret `nexaloom-site` (a JSON map of base64 values: how podman's kube play reads a
 * secretKeyRef), replacing any earlier one; answers the keys it holds.
 *
 * @param {ClusterSettings} settings
 * @param {Record<string, string | undefined>} secrets
 */
function writeSecret(settings, secrets) {
  const encoded = Object.fromEntries(
    Object.entries(secrets)
      .filter(([, value]) => value)
      .map(([key, value]) => [key, Buffer.from(/** @type {string} */ (value)).toString("base64")]),
  );
  // From a file: podman reads `-` only from a FIFO, and Node hands a child a socket.
  const file = path.join(settings.dir, "site-secret.json");
  fs.writeFileSync(file, JSON.stringify(encoded), { mode: 0o600 });
  try {
    podman(["secret", "rm", SECRET]);
  } catch {
    // None yet.
  }
  podman(["secret", "create", SECRET, file]);
  fs.rmSync(file);
  return new Set(Object.keys(encoded));
}

/**
 * The manifests podman plays for instance `index`: its ConfigMap, claim and Deployment. What differs from
 * Kubernetes, and why: the host's network with the instance's port; the listen address set in the
 * command, since kube play appends HOSTNAME=<pod> after the image's HOSTNAME; no probes, which kube play
 * turns into curl checks the image has no curl for (the cluster waits on /api/ready itself), no preStop
 * (kube play runs none; the cluster takes the instance out of rotation before SIGTERM), no memory limit
 * (this machine's cgroup layout refuses it) and no edge certificate (the edge's purge port is plain HTTP on loopback).
 *
 * @param {{ index: number; port: number; image: string; distDir: string; site: ReturnType<typeof renderedSite>; config: Record<string, string>; secretKeys: Set<string> }} instance
 */
function instanceManifests({ index, port, image, distDir, site, config, secretKeys }) {
  const { statefulSet, configMap } = site;
  const name = `nexaloom-site-${index + 1}`;
  const template = structuredClone(statefulSet.spec.template);
  const [container] = template.spec.containers;
  container.image = image;
  container.command = ["node", "-e", "process.env.HOSTNAME = '127.0.0.1'; require('./server.js')"];
  // On the host's network a port is not mapped: PORT (the ConfigMap) is the one it listens on.
  delete container.ports;
  container.envFrom = [{ configMapRef: { name } }];
  container.env = container.env.filter(
    (/** @type {{ name: string; valueFrom?: { secretKeyRef?: { key: string } } }} */ variable) =>
      variable.valueFrom?.secretKeyRef && secretKeys.has(variable.valueFrom.secretKeyRef.key),
  );
  for (const probe of ["startupProbe", "livenessProbe", "readinessProbe", "lifecycle", "resources"])
    delete container[probe];
  container.volumeMounts = container.volumeMounts
    .filter((/** @type {{ name: string }} */ mount) => mount.name !== "edge-ca")
    .map((/** @type {{ name: string; mountPath: string }} */ mount) =>
      mount.name === "next-cache" ? { ...mount, mountPath: `/app/${distDir}/cache` } : mount,
    );
  template.spec.hostNetwork = true;
  template.spec.volumes = [
    ...template.spec.volumes.filter((/** @type {{ name: string }} */ volume) => volume.name !== "edge-ca"),
    { name: "data", persistentVolumeClaim: { claimName: claimName(index) } },
  ];
  const [claimTemplate] = statefulSet.spec.volumeClaimTemplates;
  return [
    {
      apiVersion: "v1",
      kind: "ConfigMap",
      metadata: { name },
      data: { ...configMap.data, ...config, PORT: String(port) },
    },
    // Claimed once: kube play refuses a claim whose volume exists, and a successor keeps its predecessor's.
    ...(claimExists(index)
      ? []
      : [
          {
            apiVersion: "v1",
            kind: "PersistentVolumeClaim",
            metadata: { name: claimName(index) },
            spec: claimTemplate.spec,
          },
        ]),
    {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name, labels: statefulSet.metadata.labels },
      spec: { replicas: 1, selector: statefulSet.spec.selector, template },
    },
  ];
}

/**
 * Plays instance `index` (0-based) as a container of the cluster's image, replacing the pod it had; its
 * claim, and the spool on it, stays. The settings the site's manifest reads from its Secret go into the
 * podman secret, the rest into the instance's ConfigMap.
 *
 * @param {ClusterSettings} settings
 * @param {number} index
 * @param {{ distDir: string; env: Record<string, string | undefined> }} options
 */
export function playInstance(settings, index, { distDir, env }) {
  const image = fs.readFileSync(imageFile(settings), "utf8").trim();
  const site = renderedSite();
  /** @type {{ name: string; valueFrom?: { secretKeyRef?: { key: string } } }[]} */
  const variables = site.statefulSet.spec.template.spec.containers[0].env;
  const fromSecret = new Map(
    variables.flatMap((variable) =>
      variable.valueFrom?.secretKeyRef ? [[variable.name, variable.valueFrom.secretKeyRef.key]] : [],
    ),
  );
  /** @type {Record<string, string>} */
  const config = {};
  /** @type {Record<string, string | undefined>} */
  const secrets = {};
  for (const [name, value] of Object.entries(env)) {
    const key = fromSecret.get(name);
    if (key) secrets[key] = value;
    else if (value !== undefined) config[name] = value;
  }
  const secretKeys = writeSecret(settings, secrets);
  const file = manifestFile(settings, index);
  const port = /** @type {number} */ (settings.instancePorts[index]);
  fs.writeFileSync(
    file,
    instanceManifests({ index, port, image, distDir, site, config, secretKeys })
      .map((m) => stringify(m))
      .join("---\n"),
  );
  podman(["kube", "play", "--replace", file]);
  // The container's output, appended to CLUSTER_DIR/instance-N.log across its restarts: the suite reads its JSON lines.
  launch(settings, `instance-${index + 1}`, "podman", ["logs", "--follow", `${podName(index)}-site`], {
    env: podmanEnv,
  });
}

/**
 * Sends `signal` to instance `index`'s site container, through `podman stop`, since podman restarts a
 * container that exits by itself (the Deployment's restartPolicy, Always) but never one it stopped: SIGTERM
 * as a pod's deletion sends it (in the background; SIGKILL after `graceMs`), SIGKILL as a crash that stays
 * down until the instance is started again.
 *
 * @param {number} index
 * @param {NodeJS.Signals} signal
 * @param {number} graceMs
 */
export function signalInstance(index, signal, graceMs) {
  const container = `${podName(index)}-site`;
  if (signal === "SIGTERM")
    execFile("podman", ["stop", `--time=${Math.ceil(graceMs / 1000)}`, container], { env: podmanEnv }, () => {});
  else podman(["stop", "--time=0", container]);
}

/**
 * Whether instance `index`'s site container still runs: while `podman stop` waits for it, its state is
 * "stopping", which .State.Running already calls false.
 *
 * @param {number} index
 */
export const instanceRunning = (index) => {
  try {
    return ["running", "stopping"].includes(
      podman(["inspect", "--format={{.State.Status}}", `${podName(index)}-site`]),
    );
  } catch {
    return false;
  }
};

/**
 * Removes every instance's pod; `claims` also removes their claims (a fresh cluster).
 *
 * @param {ClusterSettings} settings
 * @param {{ claims?: boolean }} [options]
 */
export function removeInstances(settings, { claims = false } = {}) {
  for (const index of settings.instancePorts.keys()) {
    try {
      podman(["pod", "rm", "--force", "--time=5", podName(index)]);
    } catch {
      // Not running.
    }
    if (claims)
      try {
        podman(["volume", "rm", "--force", claimName(index)]);
      } catch {
        // Never made.
      }
  }
}
