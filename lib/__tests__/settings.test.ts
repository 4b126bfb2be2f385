/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSettings, SettingsError, type Settings } from "@/lib/config";
import { checkBuiltProvider, checkBuiltSettings, imageHosts, recordBuild } from "@/lib/settings.mjs";
import { retentionMonths } from "@/content/privacy";

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
  it("start from the documented defaults when nothing is set", () => {
    const expected: Settings = {
      siteUrl: "http://localhost:3000",
      wordpressUrl: undefined,
      mediaHosts: [],
      revalidateSecret: undefined,
      deployPurgeSecret: undefined,
      smokeTestToken: undefined,
      // Unset: a random key of this process's own, the same on every read.
      challengeKey: readSettings({}).challengeKey,
      preview: undefined,
      submissionsDir: path.resolve("data/submissions"),
      smtpUrl: undefined,
      clamd: undefined,
      contactTo: "hello@nexaloom.in",
      contactFrom: "Nexaloom website <no-reply@nexaloom.in>",
      formRateLimit: 10,
      // docs/configuration.md's defaults for held posts: 20 per client per day, 100 per receiver per hour.
      heldCaps: { dailyPerClient: 20, hourlyPerReceiver: 100 },
      redisUrl: undefined,
      databaseUrl: undefined,
      databasePoolSize: 10,
      spool: { dir: path.resolve("data/spool"), maxBytes: 512 * 1024 * 1024 },
      shutdownDrainMs: 0,
      // What the privacy notice tells visitors (content/privacy.ts).
      retentionMonths: {
        enquiry: retentionMonths.enquiry,
        application: retentionMonths.application,
        consented: retentionMonths.consentedResume,
        held: retentionMonths.held,
      },
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
    expect(expected.challengeKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it("read empty text values as unset, as .env.example leaves them", () => {
    expect(
      readSettings({
        WORDPRESS_URL: "",
        BLOG_MEDIA_HOSTS: "",
        REVALIDATE_SECRET: "",
        PREVIEW_SECRET: "",
        SMTP_URL: "",
        REDIS_URL: "",
        DATABASE_URL: "",
        DEPLOYMENT_ID: "",
      }),
    ).toMatchObject({
      wordpressUrl: undefined,
      mediaHosts: [],
      revalidateSecret: undefined,
      deployPurgeSecret: undefined,
      smtpUrl: undefined,
      redisUrl: undefined,
      databaseUrl: undefined,
      deploymentId: undefined,
    });
  });

  it("read CLAMD_URL as a TCP address or a unix socket", () => {
    expect(readSettings({ CLAMD_URL: "tcp://clamd.internal:3310" }).clamd).toEqual({
      host: "clamd.internal",
      port: 3310,
    });
    expect(readSettings({ CLAMD_URL: "unix:///run/clamav/clamd.ctl" }).clamd).toEqual({
      path: "/run/clamav/clamd.ctl",
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
      ALTCHA_HMAC_KEY: `${secret}-challenge`,
    });
    expect(settings).toMatchObject({
      challengeKey: `${secret}-challenge`,
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
    ["HELD_DAILY_PER_CLIENT", "0", /HELD_DAILY_PER_CLIENT is below 1/],
    ["HELD_HOURLY_PER_RECEIVER", "10001", /HELD_HOURLY_PER_RECEIVER is above 10000/],
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
    ["CLAMD_URL", "http://127.0.0.1:3310", /CLAMD_URL does not start with tcp:\/\/ or unix:\/\//],
    ["CLAMD_URL", "tcp://127.0.0.1", /CLAMD_URL names no host and port/],
    ["CLAMD_URL", "unix://", /CLAMD_URL names no host and port \(tcp:\/\/\) or socket path/],
    ["REDIS_URL", "http://127.0.0.1:6379", /REDIS_URL does not start with redis:\/\//],
    ["DATABASE_URL", "mysql://db/nexaloom", /DATABASE_URL does not start with postgres:\/\//],
    ["DEPLOYMENT_ID", "a b", /DEPLOYMENT_ID has characters/],
    ["CONTACT_TO", "sales", /CONTACT_TO names no e-mail address/],
    ["LOG_LEVEL", "verbose", /LOG_LEVEL is not a log level; expected fatal, error, warn, info/],
    [
      "BLOG_MEDIA_HOSTS",
      "media.example-cdn.com",
      /BLOG_MEDIA_HOSTS entry 1 is not a URL; expected comma-separated http\(s\) origins without a path/,
    ],
    [
      "BLOG_MEDIA_HOSTS",
      "https://i0.wp.com,ftp://files.example.com",
      /BLOG_MEDIA_HOSTS entry 2 does not start with https:\/\/ or http:\/\//,
    ],
    [
      "BLOG_MEDIA_HOSTS",
      "https://media.example-cdn.com/uploads",
      /BLOG_MEDIA_HOSTS entry 1 has a path, query or credentials/,
    ],
    [
      "BLOG_MEDIA_HOSTS",
      "https://media.example-cdn.com/?v=1",
      /BLOG_MEDIA_HOSTS entry 1 has a path, query or credentials/,
    ],
    ["BLOG_MEDIA_HOSTS", "https://media.example-cdn.com?", /BLOG_MEDIA_HOSTS entry 1 has a path, query or credentials/],
    [
      "BLOG_MEDIA_HOSTS",
      "https://user:pw@media.example-cdn.com",
      /BLOG_MEDIA_HOSTS entry 1 has a path, query or credentials/,
    ],
    ["BLOG_MEDIA_HOSTS", "https://i0.wp.com,,https://i1.wp.com", /BLOG_MEDIA_HOSTS entry 2 is empty/],
    ["BLOG_MEDIA_HOSTS", "https://i0.wp.com,", /BLOG_MEDIA_HOSTS entry 2 is empty/],
    [
      "BLOG_MEDIA_HOSTS",
      "https://*.com",
      /BLOG_MEDIA_HOSTS entry 1 has a \* other than a leading \*\. before a domain of two or more labels/,
    ],
    ["BLOG_MEDIA_HOSTS", "https://media.*.example.com", /BLOG_MEDIA_HOSTS entry 1 has a \* other than a leading/],
    ["BLOG_MEDIA_HOSTS", "https://**.cloudfront.net", /BLOG_MEDIA_HOSTS entry 1 has a \* other than a leading/],
  ])("refuse %s=%j with one line naming it", (name, value, message) => {
    const problem = problemWith({ [name]: value });
    expect(problem).toMatch(message);
    expect(problem).not.toContain("\n");
  });

  it.each([
    ["REVALIDATE_SECRET", "DEPLOY_PURGE_SECRET"],
    ["REVALIDATE_SECRET", "METRICS_TOKEN"],
    ["DEPLOY_PURGE_SECRET", "CDN_PURGE_TOKEN"],
    ["SMOKE_TEST_TOKEN", "ALTCHA_HMAC_KEY"],
  ])("refuse %s and %s holding one secret, naming both and echoing neither", (first, second) => {
    const shared = "one-secret-for-two-jobs-0123456789abcdef";
    const edge: Record<string, string> =
      second === "CDN_PURGE_TOKEN"
        ? { CDN_PROVIDER: "fastly", CDN_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY", DEPLOYMENT_ID: "release-1" }
        : {};
    const problem = problemWith({ ...edge, [first]: shared, [second]: shared });
    expect(problem).toContain(`${first} and ${second} are the same secret`);
    expect(problem).not.toContain(shared);
    expect(readSettings({ ...edge, [first]: shared, [second]: `${shared}-other` })).toBeDefined();
  });

  it("refuse REDIS_URL, the mark of several instances, without ALTCHA_HMAC_KEY: they must share the challenge's key", () => {
    const redis = { REDIS_URL: "redis://127.0.0.1:6379" };
    expect(problemWith(redis)).toContain("ALTCHA_HMAC_KEY is unset while REDIS_URL is set");
    expect(readSettings({ ...redis, ALTCHA_HMAC_KEY: secret }).challengeKey).toBe(secret);
  });

  it.each(["REVALIDATE_SECRET", "DEPLOY_PURGE_SECRET", "PREVIEW_SECRET", "METRICS_TOKEN", "ALTCHA_HMAC_KEY"])(
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

  it("take BLOG_MEDIA_HOSTS as host patterns for next/image, a leading *. and a port included", () => {
    expect(
      readSettings({
        BLOG_MEDIA_HOSTS:
          "https://media.example-cdn.com, https://i0.wp.com/,https://*.cloudfront.net,http://127.0.0.1:9000",
      }).mediaHosts,
    ).toStrictEqual([
      { protocol: "https", hostname: "media.example-cdn.com", port: "" },
      { protocol: "https", hostname: "i0.wp.com", port: "" },
      { protocol: "https", hostname: "*.cloudfront.net", port: "" },
      { protocol: "http", hostname: "127.0.0.1", port: "9000" },
    ]);
  });

  it("put WordPress's host before the media hosts in the one list of image hosts", () => {
    const settings = readSettings({
      WORDPRESS_URL: "https://cms.nexaloom.in/blog/",
      BLOG_MEDIA_HOSTS: "https://*.cloudfront.net:8443",
    });
    expect(imageHosts(settings)).toStrictEqual([
      { protocol: "https", hostname: "cms.nexaloom.in", port: "" },
      { protocol: "https", hostname: "*.cloudfront.net", port: "8443" },
    ]);
    expect(imageHosts(readSettings({}))).toStrictEqual([]);
  });

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

  const fastlyServiceId = "SU1Z0isxPaozGVKXdv0eY1"; // 22 letters and digits
  const cloudflareZoneId = "023e105f4ecef8ad9ca31a8372d0c353"; // 32 hexadecimal characters
  const build = { DEPLOYMENT_ID: "nexaloom-2026.11" };

  it("tag and purge for each provider, with its tag header and API", () => {
    expect(
      readSettings({ ...build, CDN_PROVIDER: "varnish", CDN_API_URL: "http://127.0.0.1:3410/.edge/purge" }).edge,
    ).toStrictEqual({
      provider: "varnish",
      tagHeader: "Surrogate-Key",
      apiUrl: "http://127.0.0.1:3410/.edge/purge",
      serviceId: undefined,
      token: undefined,
    });
    expect(
      readSettings({
        ...build,
        CDN_PROVIDER: "varnish",
        CDN_API_URL: "https://edge.nexaloom.in/.edge/purge",
        CDN_PURGE_TOKEN: "t0ken",
      }).edge,
    ).toMatchObject({ apiUrl: "https://edge.nexaloom.in/.edge/purge", token: "t0ken" });
    expect(
      readSettings({ ...build, CDN_PROVIDER: "fastly", CDN_SERVICE_ID: fastlyServiceId, CDN_PURGE_TOKEN: "t0ken" })
        .edge,
    ).toStrictEqual({
      provider: "fastly",
      tagHeader: "Surrogate-Key",
      apiUrl: "https://api.fastly.com",
      serviceId: fastlyServiceId,
      token: "t0ken",
    });
    expect(
      readSettings({ ...build, CDN_PROVIDER: "cloudflare", CDN_SERVICE_ID: cloudflareZoneId, CDN_PURGE_TOKEN: "t0ken" })
        .edge,
    ).toStrictEqual({
      provider: "cloudflare",
      tagHeader: "Cache-Tag",
      apiUrl: "https://api.cloudflare.com/client/v4",
      serviceId: cloudflareZoneId,
      token: "t0ken",
    });
  });

  it("take CDN_API_URL over the provider's own API, without a trailing slash, in https or on loopback", () => {
    const fastly = { ...build, CDN_PROVIDER: "fastly", CDN_SERVICE_ID: fastlyServiceId, CDN_PURGE_TOKEN: "t0ken" };
    expect(readSettings({ ...fastly, CDN_API_URL: "https://fastly-relay.nexaloom.in/" }).edge?.apiUrl).toBe(
      "https://fastly-relay.nexaloom.in",
    );
    for (const host of ["127.0.0.1:4010", "localhost:4010", "[::1]:4010"])
      expect(readSettings({ ...fastly, CDN_API_URL: `http://${host}` }).edge?.apiUrl).toBe(`http://${host}`);
    expect(readSettings({ ...fastly, CDN_API_URL: "" }).edge?.apiUrl).toBe("https://api.fastly.com");
  });

  it.each([
    [
      "CDN_PROVIDER",
      "akamai",
      "CDN_PROVIDER is not a provider this site purges; expected varnish, fastly or cloudflare, or unset for no edge tags or purges",
    ],
    [
      "CDN_API_URL",
      "http://edge.nexaloom.in/.edge/purge",
      "CDN_API_URL is plain http on a host other than loopback; expected an https URL (http only on loopback, since the purge token travels with it): the provider's API base, or for varnish its purge endpoint; unset for Fastly's or Cloudflare's own API",
    ],
    [
      "CDN_API_URL",
      "http://10.0.0.5/.edge/purge",
      "CDN_API_URL is plain http on a host other than loopback; expected an https URL",
    ],
    ["CDN_API_URL", "api.fastly.com", "CDN_API_URL is not a URL; expected an https URL"],
    ["CDN_API_URL", "ftp://127.0.0.1/purge", "CDN_API_URL does not start with https:// or http://; expected"],
    [
      "CDN_PURGE_TOKEN",
      "two words",
      "CDN_PURGE_TOKEN has characters a header cannot carry; expected the API token the purges authenticate with, printable ASCII without spaces",
    ],
  ])("refuse %s=%j with one line naming it", (name, value, line) => {
    const problem = problemWith({
      ...build,
      CDN_PROVIDER: "varnish",
      CDN_API_URL: "http://127.0.0.1:3410",
      [name]: value,
    });
    expect(problem).toContain(line);
    expect(problem).not.toContain("\n");
    // The line is the variable's own: no second one about what the bad value left out.
    expect(problem.split(" | ")).toHaveLength(1);
  });

  it.each([
    [
      { CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_PURGE_TOKEN is set without CDN_PROVIDER; expected CDN_PROVIDER as well, or it unset",
    ],
    [
      { CDN_API_URL: "https://api.fastly.com", CDN_SERVICE_ID: fastlyServiceId, CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_API_URL and CDN_SERVICE_ID and CDN_PURGE_TOKEN are set without CDN_PROVIDER; expected CDN_PROVIDER as well, or none of them",
    ],
    [
      { CDN_SERVICE_ID: cloudflareZoneId },
      "Invalid settings: CDN_SERVICE_ID is set without CDN_PROVIDER; expected CDN_PROVIDER as well, or it unset",
    ],
    [
      { ...build, CDN_PROVIDER: "varnish" },
      "Invalid settings: CDN_PROVIDER=varnish is set without CDN_API_URL; expected CDN_API_URL, its purge endpoint",
    ],
    [
      { ...build, CDN_PROVIDER: "fastly" },
      "Invalid settings: CDN_PROVIDER=fastly is set without CDN_SERVICE_ID and CDN_PURGE_TOKEN; expected CDN_SERVICE_ID, Fastly's service id, at most 22 letters and digits (the id, not the service's name), and CDN_PURGE_TOKEN, an API token allowed to purge",
    ],
    [
      { ...build, CDN_PROVIDER: "fastly", CDN_SERVICE_ID: fastlyServiceId },
      "Invalid settings: CDN_PROVIDER=fastly is set without CDN_PURGE_TOKEN; expected CDN_PURGE_TOKEN, an API token allowed to purge",
    ],
    [
      { ...build, CDN_PROVIDER: "cloudflare", CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_PROVIDER=cloudflare is set without CDN_SERVICE_ID; expected CDN_SERVICE_ID, Cloudflare's zone id, 32 lowercase hexadecimal characters",
    ],
    // The mix-ups: each provider's id given to the other.
    [
      { ...build, CDN_PROVIDER: "fastly", CDN_SERVICE_ID: cloudflareZoneId, CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_SERVICE_ID is not what CDN_PROVIDER=fastly takes; expected Fastly's service id, at most 22 letters and digits (the id, not the service's name)",
    ],
    [
      { ...build, CDN_PROVIDER: "cloudflare", CDN_SERVICE_ID: fastlyServiceId, CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_SERVICE_ID is not what CDN_PROVIDER=cloudflare takes; expected Cloudflare's zone id, 32 lowercase hexadecimal characters",
    ],
    [
      {
        ...build,
        CDN_PROVIDER: "cloudflare",
        CDN_SERVICE_ID: cloudflareZoneId.toUpperCase(),
        CDN_PURGE_TOKEN: "t0ken",
      },
      "Invalid settings: CDN_SERVICE_ID is not what CDN_PROVIDER=cloudflare takes; expected Cloudflare's zone id, 32 lowercase hexadecimal characters",
    ],
    [
      { ...build, CDN_PROVIDER: "varnish", CDN_API_URL: "http://127.0.0.1:3410", CDN_SERVICE_ID: fastlyServiceId },
      "Invalid settings: CDN_SERVICE_ID is set with CDN_PROVIDER=varnish, which has none; expected it unset",
    ],
    [
      { CDN_PROVIDER: "varnish", CDN_API_URL: "http://127.0.0.1:3410" },
      "Invalid settings: CDN_PROVIDER is set without DEPLOYMENT_ID; expected DEPLOYMENT_ID as well, since every page is tagged with its build",
    ],
    [
      { CDN_PROVIDER: "cloudflare", CDN_SERVICE_ID: cloudflareZoneId, CDN_PURGE_TOKEN: "t0ken" },
      "Invalid settings: CDN_PROVIDER is set without DEPLOYMENT_ID; expected DEPLOYMENT_ID as well, since every page is tagged with its build",
    ],
  ])("refuse CDN settings that only work together when they come apart: %j", (env, line) => {
    expect(problemWith(env)).toBe(line);
  });

  it.each([
    [
      "CDN_TAG_HEADER",
      "Surrogate-Key",
      "Invalid settings: CDN_TAG_HEADER is no longer read; expected CDN_PROVIDER instead, which fixes the tag header",
    ],
    [
      "CDN_PURGE_URL",
      "http://127.0.0.1:3410/.edge/purge",
      "Invalid settings: CDN_PURGE_URL is no longer read; expected CDN_PROVIDER and CDN_API_URL instead (varnish's purge endpoint; Fastly and Cloudflare have their API by default)",
    ],
    [
      "CDN_PURGE_MODE",
      "soft",
      "Invalid settings: CDN_PURGE_MODE is no longer read; expected it unset: publishes and updates purge soft where the provider has soft purges (not Cloudflare), unpublishes, deletes and deploys hard",
    ],
  ])("refuse the retired %s, naming what replaced it", (name, value, line) => {
    expect(problemWith({ [name]: value })).toBe(line);
    // Alongside a complete provider too: it would otherwise be ignored without a word.
    expect(
      problemWith({
        ...build,
        CDN_PROVIDER: "varnish",
        CDN_API_URL: "http://127.0.0.1:3410/.edge/purge",
        [name]: value,
      }),
    ).toBe(line);
    // Left blank, as an old .env.example has it, it is unset.
    expect(readSettings({ [name]: "" }).edge).toBeUndefined();
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

describe("the provider recorded in the build", () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "settings-build-"));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  type Edge = "varnish" | "fastly" | "cloudflare" | "no CDN";
  const edgeOf = (provider: Edge): Pick<Settings, "edge"> => ({
    edge:
      provider === "no CDN"
        ? undefined
        : {
            provider,
            tagHeader: provider === "cloudflare" ? "Cache-Tag" : "Surrogate-Key",
            apiUrl: "http://127.0.0.1:3410",
            serviceId: undefined,
            token: undefined,
          },
  });
  const built = (provider: Edge) => recordBuild(distDir, edgeOf(provider), {});
  const startWith = (provider: Edge) => () => checkBuiltProvider(distDir, edgeOf(provider));

  it.each(["varnish", "fastly", "cloudflare", "no CDN"] as const)(
    "lets a build made for %s start with the same",
    (provider) => {
      built(provider);
      expect(startWith(provider)).not.toThrow();
    },
  );

  it("is written into the build folder", () => {
    built("cloudflare");
    expect(JSON.parse(fs.readFileSync(path.join(distDir, "build-settings.json"), "utf8"))).toMatchObject({
      provider: "cloudflare",
    });
    built("no CDN");
    expect(JSON.parse(fs.readFileSync(path.join(distDir, "build-settings.json"), "utf8"))).toMatchObject({
      provider: null,
    });
  });

  it.each([
    [
      "cloudflare",
      "fastly",
      "Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for cloudflare, started with fastly; expected a rebuild, or a start with CDN_PROVIDER=cloudflare",
    ],
    [
      "varnish",
      "fastly",
      "Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for varnish, started with fastly; expected a rebuild, or a start with CDN_PROVIDER=varnish",
    ],
    [
      "no CDN",
      "varnish",
      "Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for no CDN, started with varnish; expected a rebuild, or a start without CDN_PROVIDER",
    ],
    [
      "fastly",
      "no CDN",
      "Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for fastly, started with no CDN; expected a rebuild, or a start with CDN_PROVIDER=fastly",
    ],
  ] as const)("stops a build made for %s started with %s, naming both", (builtFor, startedWith, line) => {
    built(builtFor);
    expect(startWith(startedWith)).toThrow(SettingsError);
    expect(startWith(startedWith)).toThrow(new SettingsError(line));
  });

  it("takes a build folder without the record as built for no CDN", () => {
    expect(startWith("no CDN")).not.toThrow();
    expect(startWith("cloudflare")).toThrow(
      new SettingsError(
        "Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for no CDN, started with cloudflare; expected a rebuild, or a start without CDN_PROVIDER",
      ),
    );
  });
});

// docs/deploying.md, "Settings fixed at build": the pages, header rules and browser code carry these.
describe("the settings a build fixes", () => {
  let distDir: string;
  beforeEach(() => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), "settings-fixed-"));
  });
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));
  const built = { SITE_URL: "https://www.nexaloom.in", DEPLOYMENT_ID: "2026.11.29-1" };
  const noCdn = { edge: undefined };

  it("lets a start with the build's values go, unset, empty and a spelt-out default alike", () => {
    recordBuild(distDir, noCdn, { ...built, WORDPRESS_URL: "", NEXT_PUBLIC_MAIL_ENDPOINT: "/api/mail" });
    expect(() =>
      checkBuiltSettings(distDir, { ...built, LOG_LEVEL: "debug", REDIS_URL: "redis://x:6379" }),
    ).not.toThrow();
  });

  it.each([
    ["SITE_URL", { ...built, SITE_URL: "https://staging.nexaloom.in" }],
    ["WORDPRESS_URL", { ...built, WORDPRESS_URL: "https://cms.nexaloom.in" }],
    ["BLOG_MEDIA_HOSTS", { ...built, BLOG_MEDIA_HOSTS: "https://media.example-cdn.com" }],
    ["DEPLOYMENT_ID", { SITE_URL: built.SITE_URL }],
    ["NEXT_PUBLIC_MAIL_ENDPOINT", { ...built, NEXT_PUBLIC_MAIL_ENDPOINT: "https://forms.example.com/mail" }],
    ["NEXT_PUBLIC_CAREERS_ENDPOINT", { ...built, NEXT_PUBLIC_CAREERS_ENDPOINT: "/api/jobs" }],
  ])("stops a start whose %s is not the build's, naming it and not the values", (name, env) => {
    recordBuild(distDir, noCdn, built);
    expect(() => checkBuiltSettings(distDir, env)).toThrow(
      new SettingsError(
        `Invalid settings: ${name} is not the build's (Next fixes it into the build: docs/deploying.md); expected the value the build was made with, or a rebuild`,
      ),
    );
  });

  it("names every setting that differs at once", () => {
    recordBuild(distDir, noCdn, built);
    expect(() => checkBuiltSettings(distDir, {})).toThrow(/SITE_URL, DEPLOYMENT_ID are not the build's/);
  });

  it("lets a build folder without the record start", () => {
    expect(() => checkBuiltSettings(distDir, { SITE_URL: "https://elsewhere.example" })).not.toThrow();
  });
});
