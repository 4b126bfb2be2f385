import { randomBytes } from "node:crypto";
import { execFileSync, spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { podman } from "../../tools/image/podman.mjs";
import { image, startContainer } from "./container";

const PORT = 3710;
const DRAIN_SECONDS = 3;

const status = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );
const readyWithin = (base: string) =>
  expect.poll(() => status(`${base}/api/ready`), { timeout: 30_000, intervals: [250] }).toBe(200);

test("is labelled with the commit it was built from and runs as a numeric non-root user", async () => {
  const [config] = JSON.parse(podman(["image", "inspect", image()])) as {
    Config: { User: string; Labels: Record<string, string> };
    Healthcheck?: { Test: string[] };
  }[];
  if (!config) throw new Error(`podman found no image ${image()}`);
  const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  expect(config.Config.Labels["org.opencontainers.image.revision"]).toBe(head);
  expect(config.Config.User).toMatch(/^[1-9]\d*:[1-9]\d*$/);
  // Kept only by the docker format (OCI drops HEALTHCHECK): the build must have asked for it.
  expect(config.Healthcheck?.Test.join(" ")).toContain("/api/health");
});

test("serves the site with default settings from a read-only root, writing only to its volumes", async () => {
  const site = startContainer("nexaloom-image-serve", PORT);
  try {
    await readyWithin(site.base);
    expect(site.exec("id", "-u")).not.toBe("0");
    for (const path of ["/", "/blog", "/contact"]) expect(await status(`${site.base}${path}`), path).toBe(200);
    expect(await status(`${site.base}/no-such-page`)).toBe(404);

    const form = new FormData();
    for (const [key, value] of Object.entries({
      form: "contact",
      name: "Image Test",
      email: "image-test@example.in",
      service: "web",
      message: "Kept on the data volume.",
    }))
      form.set(key, value);
    const sent = await fetch(`${site.base}/api/mail`, {
      method: "POST",
      body: form,
      headers: { accept: "application/json" },
    });
    expect(sent.status).toBe(200);
    expect(site.exec("sh", "-c", "grep -l image-test@example.in -r /app/data | wc -l")).toBe("1");

    expect(() => site.exec("touch", "/app/written")).toThrow(/Read-only file system/);
    expect(podman(["healthcheck", "run", "nexaloom-image-serve"])).toBe("");
  } finally {
    site.remove();
  }
});

test("becomes ready while Redis and PostgreSQL are away", async () => {
  const site = startContainer("nexaloom-image-peers", PORT + 1, {
    REDIS_URL: "redis://127.0.0.1:1",
    DATABASE_URL: "postgres://nobody@127.0.0.1:1/nexaloom",
    ALTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
  });
  try {
    await readyWithin(site.base);
    expect(await status(`${site.base}/services`)).toBe(200);
  } finally {
    site.remove();
  }
});

test("SIGTERM: unready at once, pages served through the drain, gone within the drain and 5 s", async () => {
  const site = startContainer("nexaloom-image-stop", PORT + 2, { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) });
  try {
    await readyWithin(site.base);
    const signalled = Date.now();
    podman(["kill", "--signal=TERM", "nexaloom-image-stop"]);
    await expect.poll(() => status(`${site.base}/api/ready`), { timeout: 1_000, intervals: [50] }).toBe(503);
    while (Date.now() - signalled < (DRAIN_SECONDS - 0.5) * 1000) {
      expect(await status(`${site.base}/services`)).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    podman(["wait", "nexaloom-image-stop"]);
    const gone = Date.now() - signalled;
    expect(gone).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(gone).toBeLessThanOrEqual((DRAIN_SECONDS + 5) * 1000);
  } finally {
    site.remove();
  }
});

test("carries the operator commands with what they import", () => {
  const run = (...command: string[]) => {
    try {
      return podman(["run", "--rm", "--network=host", "--read-only", image(), ...command]);
    } catch (error) {
      return String((error as { stderr?: string }).stderr);
    }
  };
  // Each fails on its missing arguments or settings only after every import has loaded.
  expect(run("node", "scripts/migrate.mjs")).toContain("DATABASE_URL is not set");
  expect(run("node", "scripts/edge-purge.mjs")).toContain("usage: npm run edge:purge");
  expect(run("node", "scripts/outbox-retry.mjs", "not/an/id")).toMatch(/not\/an\/id/);
  expect(run("node", "scripts/data.mjs")).toContain("usage: npm run data");
  expect(run("ls", "migrations")).toMatch(/\.sql/);
});

test("passes the smoke suite QA points at a deployment, whose one post it keeps out of the inbox", async () => {
  test.setTimeout(180_000);
  const token = "smoke-test-token-for-the-image-0123456789";
  const site = startContainer("nexaloom-image-smoke", PORT + 3, { SMOKE_TEST_TOKEN: token });
  try {
    await readyWithin(site.base);
    const run = spawnSync("npx", ["playwright", "test", "-c", "playwright.smoke.config.ts", "--reporter=list"], {
      env: { ...process.env, BASE_URL: site.base, SMOKE_TEST_TOKEN: token },
      encoding: "utf8",
    });
    expect(run.status, run.stdout.slice(-3000)).toBe(0);
    expect(run.stdout).toMatch(/\d+ passed/);
    expect(run.stdout).toContain("kept out of the inbox by its test token");
    // The post is on the volume, apart from the leads, and not waiting to be e-mailed.
    const submissions = "/app/data/submissions";
    expect(site.exec("ls", `${submissions}/test`)).toMatch(/\.json/);
    expect(site.exec("find", submissions, "-maxdepth", "1", "-name", "*.json")).toBe("");
    expect(site.exec("find", submissions, "-path", "*/unsent/*")).toBe("");
  } finally {
    site.remove();
  }
});

test("carries the settings its build fixed as defaults, and refuses a start that changes one", () => {
  const [config] = JSON.parse(podman(["image", "inspect", image()])) as { Config: { Env: string[] } }[];
  const defaults = Object.fromEntries((config?.Config.Env ?? []).map((entry) => entry.split(/=(.*)/s).slice(0, 2)));
  expect(defaults.SITE_URL).toBe(process.env.SITE_URL ?? "https://www.nexaloom.in");
  let refusal = "";
  try {
    podman(["run", "--rm", "--network=host", "--env=PORT=3799", "--env=SITE_URL=https://elsewhere.example", image()]);
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr);
  }
  expect(refusal).toContain("[settings] Invalid settings: SITE_URL is not the build's");
});
