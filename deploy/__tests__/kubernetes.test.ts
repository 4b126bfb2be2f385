/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { settingNames } from "@/lib/settings.mjs";
import { prometheusRule, ruleFile } from "@/tools/generate/prometheus-rule.mjs";
import { deployDir, render, type Manifest } from "@/tools/deploy/kustomize";
import {
  isSecretSetting,
  LAST_SPOOL_MOVE_SECONDS,
  LONGEST_REQUEST_SECONDS,
  NEEDED_SETTINGS,
} from "@/tools/deploy/policy";

const KNOWN = new Set([...settingNames, "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY"]);

const kustomizations = ["base", "overlays/staging", "overlays/production"];

function podOf(workload: Manifest) {
  return workload.spec.template as { metadata: { labels: Record<string, string> }; spec: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

describe.each(kustomizations)("%s", (kustomization) => {
  const { yaml, one, manifests } = render(kustomization);
  const site = one("StatefulSet", "nexaloom-site");
  const pod = podOf(site);
  const container = pod.spec.containers.find((c: { name: string }) => c.name === "site");
  const config = one("ConfigMap").data ?? {};

  it("is valid against the Kubernetes API's schemas", () => {
    const result = execFileSync("node", ["tools/deploy/validate-manifests.mjs"], {
      cwd: path.resolve(deployDir, ".."),
      input: yaml,
      encoding: "utf8",
    });
    expect(result).toBe("");
  });

  it("probes startup, readiness on /api/ready and liveness on its own endpoint", () => {
    expect(container.startupProbe.httpGet.path).toBe("/api/health");
    expect(container.readinessProbe.httpGet.path).toBe("/api/ready");
    expect(container.livenessProbe.httpGet.path).toBe("/api/health");
  });

  it("gives a stopping pod its pause, its drain, its spool's last move and its longest request", () => {
    const preStop = container.lifecycle.preStop.sleep.seconds as number;
    expect(preStop).toBeGreaterThan(0);
    expect(pod.spec.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(
      preStop + Number(config.SHUTDOWN_DRAIN_SECONDS) + LAST_SPOOL_MOVE_SECONDS + LONGEST_REQUEST_SECONDS,
    );
    // Longer than a readiness probe needs to see the drain: balancers have moved on before the server stops.
    const probe = container.readinessProbe;
    expect(Number(config.SHUTDOWN_DRAIN_SECONDS)).toBeGreaterThan(probe.periodSeconds * probe.failureThreshold);
  });

  it("runs as a non-root user on a read-only root, with requests and a memory limit", () => {
    expect(pod.spec.securityContext.runAsNonRoot).toBe(true);
    expect(pod.spec.securityContext.runAsUser).toBeGreaterThan(0);
    for (const each of [...pod.spec.containers, ...podOf(one("Job")).spec.containers]) {
      expect(each.securityContext.readOnlyRootFilesystem).toBe(true);
      expect(each.securityContext.allowPrivilegeEscalation).toBe(false);
      expect(each.resources.requests.memory).toBeTruthy();
      expect(each.resources.limits.memory).toBeTruthy();
    }
    expect(container.resources.requests.cpu).toBeTruthy();
  });

  it("keeps each pod's spool on its own claim, and Next's cache and /tmp writable", () => {
    const claims = site.spec.volumeClaimTemplates.map((claim: Manifest) => claim.metadata.name);
    const mounts = Object.fromEntries(
      container.volumeMounts.map((mount: { name: string; mountPath: string }) => [mount.mountPath, mount.name]),
    );
    // The image's SPOOL_DIR and SUBMISSIONS_DIR are under /app/data unless set.
    expect(config.SPOOL_DIR ?? "/app/data/spool").toMatch(/^\/app\/data\//);
    expect(claims).toContain(mounts["/app/data"]);
    expect(mounts["/app/.next/cache"]).toBeTruthy();
    expect(mounts["/tmp"]).toBeTruthy();
  });

  it("selects the workload's pods from its Service, disruption budget, autoscaler and network policy", () => {
    const labels = pod.metadata.labels;
    expect(selects(site.spec.selector.matchLabels, labels)).toBe(true);
    expect(selects(one("Service", "nexaloom-site").spec.selector, labels)).toBe(true);
    expect(selects(one("PodDisruptionBudget").spec.selector.matchLabels, labels)).toBe(true);
    expect(selects(one("NetworkPolicy").spec.podSelector.matchLabels, labels)).toBe(true);
    expect(one("HorizontalPodAutoscaler").spec.scaleTargetRef).toMatchObject({
      kind: "StatefulSet",
      name: "nexaloom-site",
    });
    expect(one("HorizontalPodAutoscaler").spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it("provides every setting the site needs, secrets only by reference, and no setting the site ignores", () => {
    const fromSecrets = container.env
      .filter((e: { valueFrom?: unknown }) => e.valueFrom)
      .map((e: { name: string }) => e.name);
    const inline = container.env
      .filter((e: { value?: unknown }) => e.value !== undefined)
      .map((e: { name: string }) => e.name);
    const provided = [...Object.keys(config), ...fromSecrets];
    expect(NEEDED_SETTINGS.filter((name) => !provided.includes(name))).toEqual([]);
    expect(provided.filter((name) => !KNOWN.has(name))).toEqual([]);
    expect([...Object.keys(config), ...inline].filter(isSecretSetting)).toEqual([]);
    expect(manifests.filter((m) => m.kind === "Secret")).toEqual([]);
  });

  it("runs the migrations as a Job of the same image", () => {
    expect(podOf(one("Job")).spec.containers[0].image).toBe(container.image);
    expect(podOf(one("Job")).spec.containers[0].command).toEqual(["node", "scripts/migrate.mjs"]);
  });

  if (kustomization.startsWith("overlays/"))
    it("is one release: the image's tag, DEPLOYMENT_ID and the migration Job's name", () => {
      const tag = /:([^:/]+)$/.exec(container.image)?.[1];
      expect(container.image).not.toBe("nexaloom-site");
      expect(config.DEPLOYMENT_ID).toBe(tag);
      expect(one("Job").metadata.name).toBe(`nexaloom-migrate-${tag}`);
      expect(one("ServiceMonitor").spec.endpoints[0].path).toBe("/api/metrics");
      expect(one("PrometheusRule").metadata.name).toBe("nexaloom-site");
    });
});

it("the monitoring component's PrometheusRule is ops/prometheus/alerts.yml as generated now", () => {
  const root = path.resolve(deployDir, "..");
  expect(fs.readFileSync(path.join(root, ruleFile), "utf8")).toBe(prometheusRule(root));
});
