/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { deployDir, render } from "@/tools/deploy/kustomize";
import {
  isSecretSetting,
  LAST_SPOOL_MOVE_SECONDS,
  LONGEST_REQUEST_SECONDS,
  NEEDED_SETTINGS,
} from "@/tools/deploy/policy";

type Service = {
  image: string;
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
};
const { one } = render("base");
const config = one("ConfigMap").data ?? {};
const pod = one("StatefulSet", "nexaloom-site").spec.template.spec;
const sites = Object.entries(compose.services).filter(([name]) => /^site-\d+$/.test(name));

it("names several instances of the site, Redis, PostgreSQL and the migrations", () => {
  expect(sites.length).toBeGreaterThanOrEqual(2);
  expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(["redis", "postgres", "migrate"]));
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
