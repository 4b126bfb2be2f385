/** @jest-environment node */
import path from "node:path";
import { readSettings, SettingsError, type Settings } from "@/lib/config";

const secret = "0123456789abcdef0123456789abcdef"; // 32 bytes
const problemWith = (env: Record<string, string>) => {
  try {
    readSettings(env);
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(Object.keys(env))}`);
};

describe("the settings", () => {
  it("start from the README's defaults when nothing is set", () => {
    const expected: Settings = {
      siteUrl: "http://localhost:3000",
      wordpressUrl: undefined,
      revalidateSecret: undefined,
      preview: undefined,
      submissionsDir: path.resolve("data/submissions"),
      smtpUrl: undefined,
      contactTo: "hello@nexaloom.in",
      contactFrom: "Nexaloom website <no-reply@nexaloom.in>",
      formRateLimit: 10,
      redisUrl: undefined,
      databaseUrl: undefined,
      databasePoolSize: 10,
      spool: { dir: path.resolve("data/spool"), maxBytes: 512 * 1024 * 1024 },
      shutdownDrainMs: 0,
      deploymentId: undefined,
      trustedProxyHops: 0,
      distDir: ".next",
      formEndpoints: [],
      logLevel: "info",
      metricsToken: undefined,
      edge: undefined,
    };
    // Strict: a field the types name but the parser leaves out (or the reverse) fails here.
    expect(readSettings({})).toStrictEqual(expected);
  });

  it("read empty text values as unset, as .env.example leaves them", () => {
    expect(
      readSettings({
        WORDPRESS_URL: "",
        REVALIDATE_SECRET: "",
        PREVIEW_SECRET: "",
        SMTP_URL: "",
        REDIS_URL: "",
        DATABASE_URL: "",
        DEPLOYMENT_ID: "",
      }),
    ).toMatchObject({
      wordpressUrl: undefined,
      revalidateSecret: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      databaseUrl: undefined,
      deploymentId: undefined,
    });
  });

  it("take every documented good value", () => {
    const settings = readSettings({
      SITE_URL: "https://www.nexaloom.in/",
      WORDPRESS_URL: "https://cms.nexaloom.in/",
      REVALIDATE_SECRET: secret,
      PREVIEW_SECRET: `${secret}more`,
      WORDPRESS_PREVIEW_USER: "editor",
      WORDPRESS_PREVIEW_APP_PASSWORD: "abcd efgh ijkl",
      SMTP_URL: "smtp://user:pass@mail.example.com:587",
      CONTACT_TO: "sales@nexaloom.in",
      FORM_RATE_LIMIT: "25",
      REDIS_URL: "redis://127.0.0.1:6379",
      DATABASE_URL: "postgres://nexaloom@127.0.0.1:5432/nexaloom",
      DATABASE_POOL_SIZE: "4",
      SPOOL_DIR: "/var/lib/nexaloom/spool",
      SPOOL_MAX_MB: "64",
      SHUTDOWN_DRAIN_SECONDS: "5",
      DEPLOYMENT_ID: "nexaloom-2026.11",
      TRUSTED_PROXY_HOPS: "1",
    });
    expect(settings).toMatchObject({
      siteUrl: "https://www.nexaloom.in",
      wordpressUrl: "https://cms.nexaloom.in",
      revalidateSecret: secret,
      preview: { secret: `${secret}more`, user: "editor", appPassword: "abcd efgh ijkl" },
      databaseUrl: "postgres://nexaloom@127.0.0.1:5432/nexaloom",
      formRateLimit: 25,
      databasePoolSize: 4,
      spool: { dir: "/var/lib/nexaloom/spool", maxBytes: 64 * 1024 * 1024 },
      shutdownDrainMs: 5_000,
      trustedProxyHops: 1,
    });
  });

  it("allow preview credentials over plain http on loopback only", () => {
    const credentials = {
      PREVIEW_SECRET: secret,
      WORDPRESS_PREVIEW_USER: "editor",
      WORDPRESS_PREVIEW_APP_PASSWORD: "pw",
    };
    expect(readSettings({ ...credentials, WORDPRESS_URL: "http://127.0.0.1:8881" }).preview).toBeDefined();
    expect(readSettings({ ...credentials, WORDPRESS_URL: "http://localhost:8881" }).preview).toBeDefined();
    expect(problemWith({ ...credentials, WORDPRESS_URL: "http://cms.nexaloom.in" })).toMatch(
      /WORDPRESS_PREVIEW_USER.*https/,
    );
    expect(problemWith({ WORDPRESS_PREVIEW_APP_PASSWORD: "pw", WORDPRESS_URL: "http://10.0.0.5" })).toMatch(
      /WORDPRESS_PREVIEW_APP_PASSWORD/,
    );
  });

  it.each([
    ["FORM_RATE_LIMIT", "ten", /FORM_RATE_LIMIT is not a whole number; expected a whole number from 1/],
    ["FORM_RATE_LIMIT", "", /FORM_RATE_LIMIT is not a whole number/],
    ["FORM_RATE_LIMIT", "0", /FORM_RATE_LIMIT is below 1/],
    ["FORM_RATE_LIMIT", "1.5", /FORM_RATE_LIMIT is not a whole number/],
    ["DATABASE_POOL_SIZE", "-1", /DATABASE_POOL_SIZE is not a whole number; expected a whole number from 1 to 1000/],
    ["DATABASE_POOL_SIZE", "0", /DATABASE_POOL_SIZE is below 1/],
    ["SPOOL_MAX_MB", "0", /SPOOL_MAX_MB is below 1; expected a whole number of megabytes/],
    ["SHUTDOWN_DRAIN_SECONDS", "301", /SHUTDOWN_DRAIN_SECONDS is above 300/],
    ["TRUSTED_PROXY_HOPS", "-1", /TRUSTED_PROXY_HOPS is not a whole number; expected a whole number from 0 to 10/],
    ["TRUSTED_PROXY_HOPS", "", /TRUSTED_PROXY_HOPS is not a whole number/],
    ["SITE_URL", "not-a-url", /SITE_URL is not a URL; expected an absolute http\(s\) URL/],
    ["SITE_URL", "ftp://www.nexaloom.in", /SITE_URL does not start with https:\/\/ or http:\/\//],
    ["WORDPRESS_URL", "cms.nexaloom.in", /WORDPRESS_URL is not a URL/],
    ["SMTP_URL", "mail.example.com:587", /SMTP_URL/],
    ["REDIS_URL", "http://127.0.0.1:6379", /REDIS_URL does not start with redis:\/\//],
    ["DATABASE_URL", "mysql://db/nexaloom", /DATABASE_URL does not start with postgres:\/\//],
    ["DEPLOYMENT_ID", "a b", /DEPLOYMENT_ID has characters/],
    ["CONTACT_TO", "sales", /CONTACT_TO names no e-mail address/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL is not a log level; expected fatal, error, warn, info/],
  ])("refuse %s=%j with one line naming it", (name, value, message) => {
    const problem = problemWith({ [name]: value });
    expect(problem).toMatch(message);
    expect(problem).not.toContain("\n");
  });

  it.each(["REVALIDATE_SECRET", "PREVIEW_SECRET", "METRICS_TOKEN"])(
    "refuse a %s shorter than 32 bytes without echoing it",
    (name) => {
      const short = "a-31-byte-secret-0123456789abcd";
      const problem = problemWith({ [name]: short });
      expect(problem).toMatch(new RegExp(`${name} is shorter than 32 bytes`));
      expect(problem).not.toContain(short);
      // Bytes, not characters: 16 two-byte characters are 32 bytes.
      const rest =
        name === "PREVIEW_SECRET"
          ? {
              WORDPRESS_URL: "https://cms.nexaloom.in",
              WORDPRESS_PREVIEW_USER: "editor",
              WORDPRESS_PREVIEW_APP_PASSWORD: "pw",
            }
          : {};
      expect(readSettings({ ...rest, [name]: "é".repeat(16) })).toBeDefined();
    },
  );

  it("take SUBMISSIONS_DIR as the folder for files", () => {
    expect(readSettings({ SUBMISSIONS_DIR: "/var/lib/nexaloom" }).submissionsDir).toBe("/var/lib/nexaloom");
  });

  it.each([
    [
      { PREVIEW_SECRET: secret },
      /WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_APP_PASSWORD unset while PREVIEW_SECRET set/,
    ],
    [
      { PREVIEW_SECRET: secret, WORDPRESS_PREVIEW_USER: "editor" },
      /WORDPRESS_PREVIEW_APP_PASSWORD unset while PREVIEW_SECRET and WORDPRESS_PREVIEW_USER set/,
    ],
    [{ WORDPRESS_PREVIEW_APP_PASSWORD: "pw" }, /PREVIEW_SECRET and WORDPRESS_PREVIEW_USER unset/],
    [
      { PREVIEW_SECRET: secret, WORDPRESS_PREVIEW_USER: "editor", WORDPRESS_PREVIEW_APP_PASSWORD: "pw" },
      /without WORDPRESS_URL/,
    ],
    [
      { DATABASE_URL: "postgres://nexaloom@127.0.0.1:5432/nexaloom", SUBMISSIONS_DIR: "./data/submissions" },
      /DATABASE_URL and SUBMISSIONS_DIR are both set/,
    ],
    [{ SPOOL_DIR: "/var/lib/nexaloom/spool" }, /SPOOL_DIR is set without DATABASE_URL/],
    [{ NEXT_PUBLIC_MAIL_ENDPOINT: "api/mail" }, /NEXT_PUBLIC_MAIL_ENDPOINT is neither a path nor an http\(s\) URL/],
    [
      { NEXT_PUBLIC_CAREERS_ENDPOINT: "//evil.example/careers" },
      /NEXT_PUBLIC_CAREERS_ENDPOINT is neither a path nor an http\(s\) URL/,
    ],
    [{ NEXT_PUBLIC_MAIL_ENDPOINT: "javascript:alert(1)" }, /NEXT_PUBLIC_MAIL_ENDPOINT is neither/],
  ])("refuse settings that only work together when they come apart: %j", (env, message) => {
    expect(problemWith(env)).toMatch(message);
  });

  it("take a form endpoint as a path or an http(s) URL", () => {
    expect(
      readSettings({
        NEXT_PUBLIC_MAIL_ENDPOINT: "/api/mail",
        NEXT_PUBLIC_CAREERS_ENDPOINT: "https://forms.nexaloom.in/careers",
      }).formEndpoints,
    ).toEqual(["/api/mail", "https://forms.nexaloom.in/careers"]);
  });

  it("tag and purge for an edge only with what the tags and the purge need", () => {
    const edge = { CDN_TAG_HEADER: "Surrogate-Key", DEPLOYMENT_ID: "nexaloom-2026.11" };
    expect(readSettings(edge).edge).toStrictEqual({ tagHeader: "Surrogate-Key", purge: undefined });
    expect(
      readSettings({
        ...edge,
        CDN_PURGE_URL: "http://127.0.0.1:3410/.edge/purge",
        CDN_PURGE_MODE: "soft",
        CDN_PURGE_TOKEN: "t0ken",
      }).edge,
    ).toStrictEqual({
      tagHeader: "Surrogate-Key",
      purge: { url: "http://127.0.0.1:3410/.edge/purge", token: "t0ken", soft: true },
    });
    expect(readSettings({ ...edge, CDN_PURGE_URL: "https://edge.example/purge" }).edge?.purge?.soft).toBe(false);
    expect(problemWith({ CDN_TAG_HEADER: "Surrogate-Key" })).toMatch(/CDN_TAG_HEADER is set without DEPLOYMENT_ID/);
    expect(problemWith({ DEPLOYMENT_ID: "b1", CDN_PURGE_URL: "https://edge.example/purge" })).toMatch(
      /CDN_PURGE_URL is set without CDN_TAG_HEADER/,
    );
    expect(problemWith({ ...edge, CDN_TAG_HEADER: "Surrogate Key" })).toMatch(/CDN_TAG_HEADER is not a header name/);
    expect(problemWith({ ...edge, CDN_PURGE_MODE: "later" })).toMatch(/CDN_PURGE_MODE is neither hard nor soft/);
    expect(problemWith({ ...edge, CDN_PURGE_URL: "purge.example" })).toMatch(/CDN_PURGE_URL is not a URL/);
  });

  it("name every bad variable at once, and never a value", () => {
    const problem = problemWith({
      FORM_RATE_LIMIT: "ten",
      SMTP_URL: "smtp//user:hunter2@mail",
      DATABASE_POOL_SIZE: "-1",
    });
    for (const name of ["FORM_RATE_LIMIT", "SMTP_URL", "DATABASE_POOL_SIZE"]) expect(problem).toContain(name);
    expect(problem).not.toContain("hunter2");
  });
});
