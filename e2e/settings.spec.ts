import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { siteUrl } from "../playwright.config";
import { ownPort } from "./support/own-port";

/**
 * Bad settings stop `next start` and `next build` with one line naming the variable; the defaults and
 * the documented values start. Runs against the build the suite made; each server gets its own port
 * above the suite's own (PORT + 40 onwards, see ownPort; rate-limit-identity.spec.ts has PORT + 20), and every process is stopped by its PID.
 */
test.describe.configure({ mode: "parallel" });

const repo = path.resolve(__dirname, "..");
const nextBin = path.join(repo, "node_modules/next/dist/bin/next");
const secret = "0123456789abcdef0123456789abcdef";
const short = "short-secret-0123456789";

type Run = { code: number | null; output: string };

/**
 * Runs `next <args>` with only these settings (and PATH/HOME), until it exits, `until` says it is up,
 * or `giveUpMs` passes (then it is stopped and its code is null).
 */
function run(
  args: string[],
  env: Record<string, string>,
  { until, giveUpMs = 60_000 }: { until?: (output: string) => boolean; giveUpMs?: number } = {},
): Promise<Run & { stop(): Promise<void> }> {
  const submissions = fs.mkdtempSync(path.join(os.tmpdir(), "settings-spec-"));
  const child = spawn(process.execPath, [nextBin, ...args], {
    cwd: repo,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SUBMISSIONS_DIR: submissions,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const giveUp = setTimeout(() => child.kill("SIGTERM"), giveUpMs);
  void exited.then(() => clearTimeout(giveUp));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    fs.rmSync(submissions, { recursive: true, force: true });
  };
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.(output)) resolve({ code: null, output, stop });
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then((code) => resolve({ code, output, stop }));
  });
}

const bad: [string, Record<string, string>][] = [
  ["FORM_RATE_LIMIT", { FORM_RATE_LIMIT: "ten" }],
  ["FORM_RATE_LIMIT", { FORM_RATE_LIMIT: "" }],
  ["DATABASE_POOL_SIZE", { DATABASE_POOL_SIZE: "-1" }],
  ["SITE_URL", { SITE_URL: "not-a-url" }],
  ["PREVIEW_SECRET", { PREVIEW_SECRET: short }],
  ["REVALIDATE_SECRET", { REVALIDATE_SECRET: short }],
  [
    "WORDPRESS_PREVIEW_USER",
    {
      WORDPRESS_URL: "http://cms.nexaloom.example",
      PREVIEW_SECRET: secret,
      WORDPRESS_PREVIEW_USER: "editor",
      WORDPRESS_PREVIEW_APP_PASSWORD: "app pass word",
    },
  ],
  ["TRUSTED_PROXY_HOPS", { TRUSTED_PROXY_HOPS: "-1" }],
  ["REDIS_URL", { REDIS_URL: "127.0.0.1:6379" }],
  // Settings that pass one by one but not together (run() always sets SUBMISSIONS_DIR).
  [
    "WORDPRESS_PREVIEW_APP_PASSWORD",
    { WORDPRESS_URL: "http://127.0.0.1:1", PREVIEW_SECRET: secret, WORDPRESS_PREVIEW_USER: "editor" },
  ],
  ["DATABASE_URL and SUBMISSIONS_DIR", { DATABASE_URL: "postgres://nexaloom@127.0.0.1:1/nexaloom" }],
  ["NEXT_PUBLIC_MAIL_ENDPOINT", { NEXT_PUBLIC_MAIL_ENDPOINT: "mail.example.com/api/mail" }],
  ["CDN_TAG_HEADER", { CDN_TAG_HEADER: "Surrogate-Key" }],
];

bad.forEach(([name, env], index) => {
  test(
    `next start refuses ${name}=${JSON.stringify(Object.values(env).at(-1))} with a line naming it`,
    { tag: "@http" },
    async () => {
      // Next reads the build's copy of next.config at start; instrumentation checks the settings just after "Ready".
      const started = await run(["start", "-p", String(ownPort(40) + index), "-H", "127.0.0.1"], env, {
        giveUpMs: 30_000,
      });
      await started.stop();
      expect(started.code, started.output).not.toBe(0);
      expect(started.code, started.output).not.toBeNull();
      expect(started.output).toMatch(new RegExp(`\\[settings\\] Invalid settings: .*${name}`));
      expect(started.output).not.toContain(short);
    },
  );

  test(
    `next build refuses ${name}=${JSON.stringify(Object.values(env).at(-1))} before building`,
    { tag: "@http" },
    async () => {
      // Its own folder, so a build that wrongly went ahead could not replace the suite's.
      const built = await run(
        ["build"],
        { ...env, NEXT_DIST_DIR: `.next-settings-${index}` },
        { until: (output) => output.includes("Creating an optimized production build") },
      );
      await built.stop();
      fs.rmSync(path.join(repo, `.next-settings-${index}`), { recursive: true, force: true });
      expect(built.code, built.output).not.toBe(0);
      expect(built.code, built.output).not.toBeNull();
      expect(built.output).toMatch(new RegExp(`\\[settings\\] Invalid settings: .*${name}`));
    },
  );
});

/** .env.example as a newcomer copies it: every documented value, blanks included. */
function documented(): Record<string, string> {
  const lines = fs.readFileSync(path.join(repo, ".env.example"), "utf8").split("\n");
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

// The suite's build fixed SITE_URL into its pages; the starts below keep it (the next test is about that).
const good: [string, Record<string, string>][] = [
  ["nothing set but the build's SITE_URL (the defaults)", { SITE_URL: siteUrl }],
  [".env.example as written, with the build's SITE_URL", { ...documented(), SITE_URL: siteUrl }],
  [
    "every documented form of each value read at start",
    {
      SITE_URL: siteUrl,
      REVALIDATE_SECRET: secret,
      SMTP_URL: "smtp://user:pass@127.0.0.1:1",
      CONTACT_TO: "sales@nexaloom.in",
      CONTACT_FROM: "Nexaloom website <no-reply@nexaloom.in>",
      FORM_RATE_LIMIT: "1",
      DATABASE_POOL_SIZE: "50",
      TRUSTED_PROXY_HOPS: "2",
    },
  ],
];

good.forEach(([label, env], index) => {
  test(`next start serves with ${label}`, { tag: "@http" }, async () => {
    const port = ownPort(40) + bad.length + index;
    const started = await run(["start", "-p", String(port), "-H", "127.0.0.1"], env, {
      until: (output) => output.includes("Ready"),
    });
    try {
      expect(started.code, started.output).toBeNull();
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${port}/contact`).catch(() => null))?.status, {
          timeout: 30_000,
        })
        .toBe(200);
      expect(started.output).not.toContain("[settings]");
    } finally {
      await started.stop();
    }
  });
});
