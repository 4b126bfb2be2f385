/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { deployDir, render } from "@/tools/deploy/kustomize";
import { edgeFiles } from "@/tools/generate/edge-config.mjs";
import {
  isSecretSetting,
  LAST_SPOOL_MOVE_SECONDS,
  LONGEST_REQUEST_SECONDS,
  NEEDED_SETTINGS,
} from "@/tools/deploy/policy";

type Service = {
  image: string;
  command?: string[];
  network_mode?: string;
  secrets?: { source: string; target: string }[];
  user?: string;
  read_only?: boolean;
  tmpfs?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
};

// deploy/compose.yaml is the Kubernetes description's twin for one server: the same image, settings, health
// check, volumes and stop; this holds it to the base kustomization so the two cannot drift.
const compose = parse(fs.readFileSync(path.join(deployDir, "compose.yaml"), "utf8"), { merge: true }) as {
  services: Record<string, Service>;
  secrets: Record<string, { environment?: string }>;
};
const { one } = render("base");
const edgePod = one("Deployment", "nexaloom-edge").spec.template.spec;
const config = one("ConfigMap", "nexaloom-site").data ?? {};
const pod = one("StatefulSet", "nexaloom-site").spec.template.spec;
const sites = Object.entries(compose.services).filter(([name]) => /^site-\d+$/.test(name));

it("names several instances of the site, Redis, PostgreSQL, the migrations, the edge and Prometheus", () => {
  expect(sites.length).toBeGreaterThanOrEqual(2);
  expect(Object.keys(compose.services)).toEqual(
    expect.arrayContaining(["redis", "postgres", "migrate", "prometheus", "nexaloom-edge"]),
  );
  expect(compose.services.migrate!.image).toBe(sites[0]![1].image);
});

it.each(sites)("%s runs the one image as Kubernetes does", (_, site) => {
  expect(site.image).toMatch(/^\$\{IMAGE[:?}]/);
  expect(site.user).toBe(`${pod.securityContext.runAsUser}:${pod.securityContext.runAsGroup}`);
  expect(site.read_only).toBe(true);
  expect(site.tmpfs).toContain("/tmp");
  const mounts = Object.fromEntries((site.volumes ?? []).map((volume) => volume.split(":").reverse()));
  expect(mounts["/app/data"]).toBeTruthy();
  expect(mounts["/app/.next/cache"]).toBeTruthy();
  expect(site.healthcheck?.test.join(" ")).toContain("/api/health");
  expect(parseInt(site.stop_grace_period ?? "0", 10)).toBe(pod.terminationGracePeriodSeconds);
  expect(parseInt(site.stop_grace_period ?? "0", 10)).toBeGreaterThanOrEqual(
    Number(config.SHUTDOWN_DRAIN_SECONDS) + LAST_SPOOL_MOVE_SECONDS + LONGEST_REQUEST_SECONDS,
  );
});

it("gives each instance its own data volume, for its own spool", () => {
  const volumes = sites.map(([, site]) => site.volumes?.find((volume) => volume.endsWith(":/app/data")));
  expect(new Set(volumes).size).toBe(sites.length);
});

it.each(sites)("%s has Kubernetes' settings, every needed one, and secrets only from the environment", (_, site) => {
  const environment = site.environment ?? {};
  for (const [name, value] of Object.entries(config))
    if (name !== "DEPLOYMENT_ID") expect([name, environment[name]]).toEqual([name, value]);
  expect(NEEDED_SETTINGS.filter((name) => !(name in environment))).toEqual([]);
  for (const [name, value] of Object.entries(environment))
    if (isSecretSetting(name) && name !== "REDIS_URL")
      expect([name, value]).toEqual([name, expect.stringMatching(/\$\{/)]);
});

const mounted = (service: Service, target: string) =>
  (service.volumes ?? []).find((volume) => volume.split(":")[1] === target)?.split(":")[0];
const secretFrom = (service: Service, target: string) => {
  const source = service.secrets?.find((secret) => secret.target === target)?.source;
  return source && compose.secrets[source]?.environment;
};

describe("the edge", () => {
  const edge = compose.services["nexaloom-edge"]!;
  const vcl = fs.readFileSync(path.join(deployDir, mounted(edge, "/etc/varnish/edge.vcl")!), "utf8");

  it("runs Varnish as Kubernetes does, with the generated VCL whose backends are every site container", () => {
    const varnish = edgePod.containers.find((c: { name: string }) => c.name === "varnish");
    expect(edge.command).toEqual(varnish.command);
    expect(edge.image).toBe(varnish.image);
    expect(edge.read_only).toBe(true);
    expect(vcl).toBe(edgeFiles(path.resolve(deployDir, ".."))["deploy/compose/edge.vcl"]);
    const hosts = [...vcl.matchAll(/\.host = "([^"]+)";\s*\.port = "(\d+)";/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(new Set(hosts)).toEqual(new Set(sites.map(([name]) => `${name}:3000`)));
  });

  it("takes purges over TLS in its own network, with the token the sites send", () => {
    const api = new URL(sites[0]![1].environment!.CDN_API_URL!);
    expect(api.hostname).toBe("nexaloom-edge");
    const tls = Object.values(compose.services).find((service) => service.network_mode === "service:nexaloom-edge")!;
    const conf = fs.readFileSync(path.join(deployDir, mounted(tls, "/etc/nginx/conf.d/default.conf")!), "utf8");
    expect(conf).toContain(`listen ${api.port} ssl;`);
    const tokenFile = /std\.fileread\("([^"]+)"\)/.exec(vcl)![1]!;
    expect(secretFrom(edge, tokenFile)).toBe("CDN_PURGE_TOKEN");
    for (const [, site] of sites) expect(site.environment!.CDN_PURGE_TOKEN).toMatch(/^\$\{CDN_PURGE_TOKEN[:?}]/);
  });
});

it("Prometheus scrapes every site container with the metrics token, and loads the repository's alerts", () => {
  const prometheus = compose.services.prometheus!;
  const config = parse(
    fs.readFileSync(path.join(deployDir, mounted(prometheus, "/etc/prometheus/prometheus.yml")!), "utf8"),
  );
  const job = config.scrape_configs[0];
  expect(job.metrics_path).toBe("/api/metrics");
  expect(new Set(job.static_configs[0].targets)).toEqual(new Set(sites.map(([name]) => `${name}:3000`)));
  expect(secretFrom(prometheus, job.authorization.credentials_file)).toBe("METRICS_TOKEN");
  const rules = config.rule_files[0];
  expect(path.resolve(deployDir, mounted(prometheus, rules)!)).toBe(
    path.resolve(deployDir, "../ops/prometheus/alerts.yml"),
  );
});
