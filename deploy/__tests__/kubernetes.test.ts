/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { settingNames } from "@/lib/settings.mjs";
import { edgeFiles } from "@/tools/generate/edge-config.mjs";
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
  const config = one("ConfigMap", "nexaloom-site").data ?? {};

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
    expect(selects(one("NetworkPolicy", "nexaloom-site").spec.podSelector.matchLabels, labels)).toBe(true);
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

  describe("the edge", () => {
    const edge = one("Deployment", "nexaloom-edge");
    const edgePod = podOf(edge);
    const byName = (name: string) => edgePod.spec.containers.find((c: { name: string }) => c.name === name);
    const varnish = byName("varnish");
    const tls = byName("purge-tls");
    const edgeConfig = one("ConfigMap", "nexaloom-edge").data ?? {};
    const vcl = edgeConfig["edge.vcl"] ?? "";
    const volume = (name: string) => edgePod.spec.volumes.find((v: { name: string }) => v.name === name);
    const mountOf = (c: { volumeMounts: { name: string; mountPath: string }[] }, path: string) =>
      c.volumeMounts.find((m) => m.mountPath === path || path.startsWith(`${m.mountPath}/`));

    it("is Varnish with the repository's VCL as generated now, and one replica that is never two", () => {
      const mount = mountOf(varnish, "/etc/varnish/edge.vcl")!;
      expect(volume(mount.name).configMap.name).toBe(one("ConfigMap", "nexaloom-edge").metadata.name);
      expect(varnish.command).toEqual(expect.arrayContaining(["-f", "/etc/varnish/edge.vcl"]));
      expect(vcl).toBe(edgeFiles(path.resolve(deployDir, ".."))["deploy/kubernetes/base/edge/edge.vcl"]);
      expect(edge.spec.replicas).toBe(1);
      expect(edge.spec.strategy.type).toBe("Recreate");
    });

    it("sends to the site's Service, which selects the site's pods", () => {
      const hosts = [...vcl.matchAll(/\.host = "([^"]+)";\s*\.port = "(\d+)";/g)].map((m) => [m[1], Number(m[2])]);
      expect(hosts.length).toBeGreaterThan(0);
      for (const [host, port] of hosts) {
        const service = one("Service", host as string);
        expect(selects(service.spec.selector, pod.metadata.labels)).toBe(true);
        expect(service.spec.ports.map((p: { port: number }) => p.port)).toContain(port);
      }
    });

    it("takes purges from the site's CDN_API_URL over TLS, with the site's own token, on Varnish's purge address", () => {
      const api = new URL(config.CDN_API_URL!);
      expect(api.protocol).toBe("https:");
      const service = one("Service", api.hostname);
      expect(selects(service.spec.selector, edgePod.metadata.labels)).toBe(true);
      const port = service.spec.ports.find((p: { port: number }) => p.port === Number(api.port));
      expect(tls.ports.map((p: { name: string }) => p.name)).toContain(port.targetPort);
      // nginx passes the purge path to the listen address the VCL allows purges on.
      const purgeListen = varnish.command[varnish.command.indexOf("purge=127.0.0.1:8081,HTTP")];
      expect(purgeListen).toBeTruthy();
      expect(edgeConfig["purge-tls.conf"]).toContain(
        `location = ${api.pathname} {\n    proxy_pass http://127.0.0.1:8081;`,
      );
      expect(vcl).toContain('local.socket == "purge"');
      // The token file the VCL reads is the site's CDN_PURGE_TOKEN, from the one Secret.
      const tokenFile = /std\.fileread\("([^"]+)"\)/.exec(vcl)![1]!;
      const tokenVolume = volume(mountOf(varnish, tokenFile)!.name).secret;
      const siteToken = container.env.find((e: { name: string }) => e.name === "CDN_PURGE_TOKEN").valueFrom
        .secretKeyRef;
      expect(tokenVolume.secretName).toBe(siteToken.name);
      expect(tokenVolume.items).toEqual([{ key: siteToken.key, path: path.basename(tokenFile) }]);
      // The site trusts the certificate authority of the edge's certificate.
      const caFile = container.env.find((e: { name: string }) => e.name === "NODE_EXTRA_CA_CERTS").value as string;
      const caMount = container.volumeMounts.find((m: { mountPath: string }) => caFile.startsWith(`${m.mountPath}/`));
      const ca = pod.spec.volumes.find((v: { name: string }) => v.name === caMount.name).secret;
      const certificate = volume(mountOf(tls, "/etc/nexaloom/tls/tls.crt")!.name).secret;
      expect(ca.secretName).toBe(certificate.secretName);
    });

    it("lets visitors reach its pages alone, and only the site's pods its purge endpoint", () => {
      const outside = manifests.filter((m) => m.kind === "Service" && m.spec.type === "LoadBalancer");
      expect(outside.map((m) => m.spec.ports.map((p: { targetPort: string }) => p.targetPort))).toEqual([["http"]]);
      const policy = one("NetworkPolicy", "nexaloom-edge");
      expect(selects(policy.spec.podSelector.matchLabels, edgePod.metadata.labels)).toBe(true);
      const purgeRules = policy.spec.ingress.filter((rule: { ports: { port: string }[] }) =>
        rule.ports.some((p) => p.port === "purge"),
      );
      expect(purgeRules).toHaveLength(1);
      expect(
        purgeRules[0].from.map((f: { podSelector: { matchLabels: Record<string, string> } }) =>
          selects(f.podSelector.matchLabels, pod.metadata.labels),
        ),
      ).toEqual([true]);
      // And the site's own policy lets the edge's pods in.
      const siteFrom = one("NetworkPolicy", "nexaloom-site").spec.ingress[0].from;
      expect(
        siteFrom.some(
          (f: { podSelector?: { matchLabels: Record<string, string> }; namespaceSelector?: unknown }) =>
            !f.namespaceSelector && f.podSelector && selects(f.podSelector.matchLabels, edgePod.metadata.labels),
        ),
      ).toBe(true);
    });

    it("runs as a non-root user on a read-only root, with requests and a memory limit", () => {
      expect(edgePod.spec.securityContext.runAsNonRoot).toBe(true);
      for (const each of [...edgePod.spec.initContainers, ...edgePod.spec.containers]) {
        expect(each.securityContext.readOnlyRootFilesystem).toBe(true);
        expect(each.securityContext.allowPrivilegeEscalation).toBe(false);
        expect(each.resources.requests.memory).toBeTruthy();
        expect(each.resources.limits.memory).toBeTruthy();
      }
      // Its 503 page is the site's, from the site's image.
      expect(edgePod.spec.initContainers[0].image).toBe(container.image);
      expect(edgePod.spec.initContainers[0].command.join(" ")).toContain("/api/edge/unavailable");
    });
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

it("the edge's configuration in deploy/ is ops/varnish/ as generated now", () => {
  const root = path.resolve(deployDir, "..");
  for (const [file, text] of Object.entries(edgeFiles(root)))
    expect([file, fs.readFileSync(path.join(root, file), "utf8")]).toEqual([file, text]);
});
