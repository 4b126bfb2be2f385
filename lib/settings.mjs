// Every environment variable the site reads, parsed once with zod. Plain JavaScript on purpose: the
// same module is imported by next.config.mjs (the build, and `next start` before it serves) and by
// lib/cache/cache-handler.mjs, which Next loads outside its bundles, as well as by the TypeScript
// code through lib/config.ts (types in the JSDoc below, which tsc checks this code against). No other
// module reads process.env, apart from NEXT_PUBLIC_* values that Next inlines into browser code.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as z from "zod";
import { cdnProviderNames, cdnProviders } from "./edge/providers.mjs";
import { DEFAULT_CAREERS_ENDPOINT, DEFAULT_MAIL_ENDPOINT } from "./forms/default-endpoints.mjs";
import { processSingleton } from "./process-singleton.mjs";

/** @import { CdnProviderName } from "./edge/providers.mjs" */

/**
 * An http(s) host as next/image's remotePatterns match it; `hostname` may start with `*.` (any subdomain).
 * @typedef {{ protocol: "http" | "https"; hostname: string; port: string }} HostPattern
 */

/**
 * @typedef {object} Settings
 * @property {string} siteUrl Origin only, e.g. https://www.nexaloom.in.
 * @property {string | undefined} wordpressUrl Without a trailing slash; undefined for the bundled posts.
 * @property {HostPattern[]} mediaHosts BLOG_MEDIA_HOSTS: where the blog's images may come from besides
 *   WordPress's host; empty when unset.
 * @property {string | undefined} revalidateSecret
 * @property {string | undefined} smokeTestToken The token a smoke suite's post carries (X-Smoke-Test-Token) to
 *   be stored apart and never e-mailed; undefined: no post is told apart.
 * @property {string} challengeKey ALTCHA_HMAC_KEY: signs the forms' proof-of-work challenges; unset, a key of
 *   this process's own, which serves one instance only.
 * @property {string | undefined} deployPurgeSecret The bearer token POST /api/edge/purge asks for (a deploy's
 *   last step); undefined switches the endpoint off.
 * @property {{ secret: string; user: string; appPassword: string } | undefined} preview Present only when
 *   WORDPRESS_URL, PREVIEW_SECRET and both credentials are set.
 * @property {string} submissionsDir Absolute.
 * @property {string | undefined} smtpUrl
 * @property {ClamdAddress | undefined} clamd CLAMD_URL: where clamd answers INSTREAM scans of resumes; undefined
 *   leaves resumes unscanned, as before the scanner (docs/configuration.md).
 * @property {string} contactTo
 * @property {string} contactFrom
 * @property {number} formRateLimit
 * @property {{ dailyPerClient: number; hourlyPerReceiver: number }} heldCaps How many held posts (not shown to
 *   come from a person) one client may leave per day, and one receiver take per hour from everyone, before
 *   further held posts are answered 429; posts shown to come from a person never count.
 * @property {string | undefined} redisUrl
 * @property {string | undefined} databaseUrl
 * @property {number} databasePoolSize
 * @property {{ dir: string; maxBytes: number }} spool Where submissions wait on this instance's disk while
 *   PostgreSQL does not take them in time (absolute), and its cap.
 * @property {{ enquiry: number; application: number; consented: number; held: number }} retentionMonths How
 *   long submissions are kept: enquiries, applications, applications whose resume the applicant let the
 *   company keep for other openings, and held or test posts.
 * @property {number} shutdownDrainMs How long an instance stays up, unready, after SIGTERM before it stops
 *   taking requests.
 * @property {string | undefined} deploymentId
 * @property {number} trustedProxyHops How many proxies in front may be believed about the client's address
 *   (X-Forwarded-For).
 * @property {string} distDir
 * @property {string[]} formEndpoints NEXT_PUBLIC_MAIL_ENDPOINT and NEXT_PUBLIC_CAREERS_ENDPOINT when set (for
 *   the CSP).
 * @property {string | undefined} metricsToken The bearer token /api/metrics asks for; undefined switches the
 *   endpoint off.
 * @property {"fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent"} logLevel The least severe level
 *   the logger writes (LOG_LEVEL).
 * @property {EdgeSettings | undefined} edge Present when CDN_PROVIDER is set: responses carry their keys in the
 *   provider's tag header, and the webhook and deploys purge them through its API.
 */

/**
 * @typedef {{ host: string; port: number } | { path: string }} ClamdAddress A TCP address or a unix socket.
 */

/**
 * @typedef {object} EdgeSettings
 * @property {CdnProviderName} provider
 * @property {string} tagHeader Fixed by the provider: Surrogate-Key (varnish, Fastly) or Cache-Tag (Cloudflare).
 * @property {string} apiUrl Without a trailing slash: the provider's API base (CDN_API_URL or its default), or
 *   varnish's purge endpoint.
 * @property {string | undefined} serviceId Fastly's service id or Cloudflare's zone id; undefined for varnish.
 * @property {string | undefined} token Always set for Fastly and Cloudflare; varnish's endpoint may want none.
 */

/** A bad value: `message` is one line naming the variable, what is wrong and what is accepted, never the value. */
export class SettingsError extends Error {}

/** Secrets must carry at least this many bytes (256 bits), so they cannot be guessed. */
const SECRET_MIN_BYTES = 32;

/**
 * Empty means "unset" for these: .env.example lists them blank.
 *
 * @template {z.ZodType} Schema
 * @param {Schema} schema
 */
const optional = (schema) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** @param {string[]} protocols */
const urlWith = (protocols) =>
  z
    .string()
    .refine((value) => URL.canParse(value), "is not a URL")
    .refine(
      (value) => !URL.canParse(value) || protocols.includes(new URL(value).protocol),
      `does not start with ${protocols.map((protocol) => `${protocol}//`).join(" or ")}`,
    );

/**
 * @param {string | undefined} value A CLAMD_URL the schema has checked.
 * @returns {ClamdAddress | undefined}
 */
function clamdAddress(value) {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol === "unix:") return { path: decodeURIComponent(url.pathname) };
  return { host: url.hostname.replace(/^\[|\]$/g, ""), port: Number(url.port) };
}

/**
 * A whole number written as digits: "ten", "1.5", "-1" and an empty value are refused, not read as 0 or NaN.
 *
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 */
const wholeNumber = (min, max, fallback) =>
  z
    .string()
    .regex(/^\d+$/, "is not a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `is below ${min}`).max(max, `is above ${max}`))
    .optional()
    .transform((value) => value ?? fallback);

const secret = optional(
  z
    .string()
    .refine(
      (value) => Buffer.byteLength(value, "utf8") >= SECRET_MIN_BYTES,
      `is shorter than ${SECRET_MIN_BYTES} bytes`,
    ),
);

/** Where a form posts: a path on this site, or an absolute http(s) URL (a receiver elsewhere). */
const endpoint = optional(
  z
    .string()
    .refine(
      (value) =>
        (value.startsWith("/") && !value.startsWith("//")) ||
        (URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol)),
      "is neither a path nor an http(s) URL",
    ),
);

/** A host on this machine: the one place a secret or a lead may travel in clear text. */
export const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * An http(s) origin as next/image's remotePatterns take it: the port is "" for the default.
 *
 * @param {URL} url
 * @returns {HostPattern}
 */
function hostPattern(url) {
  return { protocol: url.protocol === "http:" ? "http" : "https", hostname: url.hostname, port: url.port };
}

/**
 * What is wrong with one BLOG_MEDIA_HOSTS entry, or undefined when it is an http(s) origin.
 *
 * @param {string} entry
 */
function mediaHostProblem(entry) {
  if (!entry) return "is empty";
  if (!URL.canParse(entry)) return "is not a URL";
  const url = new URL(entry);
  if (!["http:", "https:"].includes(url.protocol)) return "does not start with https:// or http://";
  // The URL parser drops an empty query or fragment ("https://host/?"), hence the test on the text.
  if (url.username || url.password || url.pathname !== "/" || /[?#]/.test(entry))
    return "has a path, query or credentials";
  // A wildcard over a whole top-level domain ("*.com") would let next/image fetch from anyone.
  if (url.hostname.includes("*") && !/^\*\.[^*]+\.[^*]+$/.test(url.hostname))
    return "has a * other than a leading *. before a domain of two or more labels";
  return undefined;
}

/**
 * Hosts the blog's images may come from besides WordPress's own (a media offload to S3 or a CDN,
 * Jetpack's i0.wp.com): comma-separated origins, each read as one host pattern. The first bad entry is
 * named by its position, never its text.
 */
const mediaHosts = optional(
  z.string().transform((value, context) => {
    const entries = value.split(",").map((entry) => entry.trim());
    for (const [index, entry] of entries.entries()) {
      const problem = mediaHostProblem(entry);
      if (problem) {
        context.addIssue({ code: "custom", message: `entry ${index + 1} ${problem}` });
        return z.NEVER;
      }
    }
    return entries.map((entry) => hostPattern(new URL(entry)));
  }),
).transform((value) => value ?? []);

/** A build's id (DEPLOYMENT_ID), also as an operator names an old one to purge (app/api/edge/purge). */
export const DEPLOYMENT_ID_FORM = /^[\w.-]{1,100}$/;

/** @type {(keyof Values)[]} */
const PREVIEW_PARTS = ["PREVIEW_SECRET", "WORDPRESS_PREVIEW_USER", "WORDPRESS_PREVIEW_APP_PASSWORD"];

/** The canonical origin when SITE_URL is unset: the site on one machine. */
const DEFAULT_SITE_URL = "http://localhost:3000";

/** The secrets that must each be their own: the webhook's, a deploy's purge, preview, metrics, the CDN's, the smoke suite's, the forms' challenge. */
const SEPARATE_SECRETS = /** @type {const} */ ([
  "REVALIDATE_SECRET",
  "DEPLOY_PURGE_SECRET",
  "PREVIEW_SECRET",
  "METRICS_TOKEN",
  "CDN_PURGE_TOKEN",
  "SMOKE_TEST_TOKEN",
  "ALTCHA_HMAC_KEY",
]);

/**
 * Each variable: its schema and, for the error line, the form it accepts.
 *
 * @satisfies {Record<string, [z.ZodType, string]>}
 */
const variables = {
  SITE_URL: [
    optional(urlWith(["https:", "http:"])).transform((value) => new URL(value ?? DEFAULT_SITE_URL).origin),
    "an absolute http(s) URL such as https://www.nexaloom.in",
  ],
  WORDPRESS_URL: [
    optional(urlWith(["https:", "http:"])).transform((value) => value?.replace(/\/+$/, "")),
    "the WordPress base URL, http(s)://host[/path], or empty for the bundled posts",
  ],
  BLOG_MEDIA_HOSTS: [
    mediaHosts,
    "comma-separated http(s) origins without a path, such as https://media.example-cdn.com,https://*.cloudfront.net (a leading *. for any subdomain), or empty for WordPress's host only",
  ],
  REVALIDATE_SECRET: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32), or empty to switch the webhook off`,
  ],
  DEPLOY_PURGE_SECRET: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32) that npm run edge:purge sends as a bearer token, or empty to switch /api/edge/purge off`,
  ],
  SMOKE_TEST_TOKEN: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32) that the smoke suite's posts carry to be kept out of the inbox, or empty`,
  ],
  ALTCHA_HMAC_KEY: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32) that signs the forms' proof-of-work challenges, the same on every instance; unset for a key of this process's own (one instance only)`,
  ],
  PREVIEW_SECRET: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32), or empty to switch preview off`,
  ],
  WORDPRESS_PREVIEW_USER: [optional(z.string()), "a WordPress user name"],
  WORDPRESS_PREVIEW_APP_PASSWORD: [optional(z.string()), "an application password of that user"],
  SUBMISSIONS_DIR: [optional(z.string()), "a folder path"],
  SMTP_URL: [
    optional(urlWith(["smtp:", "smtps:"])),
    "smtp://user:pass@host:587 or smtps://..., or empty for no e-mail",
  ],
  CLAMD_URL: [
    optional(
      urlWith(["tcp:", "unix:"]).refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.protocol === "tcp:" ? url.hostname !== "" && url.port !== "" : url.pathname.length > 1;
      }, "names no host and port (tcp://) or socket path (unix://)"),
    ),
    "tcp://host:3310 or unix:///run/clamav/clamd.ctl (clamd's INSTREAM), or empty to keep resumes unscanned",
  ],
  CONTACT_TO: [optional(z.string().regex(/@/, "names no e-mail address")), "one or more e-mail addresses"],
  CONTACT_FROM: [
    optional(z.string().regex(/@/, "names no e-mail address")),
    "an address such as Nexaloom website <no-reply@nexaloom.in>",
  ],
  FORM_RATE_LIMIT: [
    wholeNumber(1, 100_000, 10),
    "a whole number from 1 to 100000 (submissions per client per minute), or unset for 10",
  ],
  HELD_DAILY_PER_CLIENT: [
    wholeNumber(1, 1_000, 20),
    "a whole number from 1 to 1000 (held posts per client per day), or unset for 20",
  ],
  HELD_HOURLY_PER_RECEIVER: [
    wholeNumber(1, 10_000, 100),
    "a whole number from 1 to 10000 (held posts per receiver per hour, from all clients), or unset for 100",
  ],
  REDIS_URL: [optional(urlWith(["redis:", "rediss:"])), "redis://host:port or rediss://..., or empty for one instance"],
  DATABASE_URL: [optional(urlWith(["postgres:", "postgresql:"])), "postgres://user@host:port/db, or empty for files"],
  DATABASE_POOL_SIZE: [wholeNumber(1, 1_000, 10), "a whole number from 1 to 1000, or unset for 10"],
  SPOOL_DIR: [optional(z.string()), "a folder path on this instance's own persistent disk"],
  SPOOL_MAX_MB: [wholeNumber(1, 1_000_000, 512), "a whole number of megabytes from 1 to 1000000, or unset for 512"],
  SHUTDOWN_DRAIN_SECONDS: [
    wholeNumber(0, 300, 0),
    "a whole number of seconds from 0 to 300 (unready before stopping on SIGTERM), or unset for 0",
  ],
  // How long submissions are kept (docs/privacy.md); the privacy notice (content/privacy.ts) states the defaults.
  RETENTION_ENQUIRY_MONTHS: [wholeNumber(1, 120, 24), "a whole number of months from 1 to 120, or unset for 24"],
  RETENTION_APPLICATION_MONTHS: [wholeNumber(1, 120, 12), "a whole number of months from 1 to 120, or unset for 12"],
  RETENTION_CONSENTED_MONTHS: [wholeNumber(1, 120, 24), "a whole number of months from 1 to 120, or unset for 24"],
  RETENTION_HELD_MONTHS: [wholeNumber(1, 120, 12), "a whole number of months from 1 to 120, or unset for 12"],
  DEPLOYMENT_ID: [
    optional(z.string().regex(DEPLOYMENT_ID_FORM, "has characters other than letters, digits, _ . -")),
    "up to 100 letters, digits, _ . or -",
  ],
  TRUSTED_PROXY_HOPS: [
    wholeNumber(0, 10, 0),
    "a whole number from 0 to 10 (proxies in front whose X-Forwarded-For is believed), or unset for 0",
  ],
  NEXT_DIST_DIR: [optional(z.string()), "a folder name for the build"],
  NEXT_PUBLIC_MAIL_ENDPOINT: [endpoint, "a path on this site such as /api/mail, or an absolute http(s) URL"],
  NEXT_PUBLIC_CAREERS_ENDPOINT: [endpoint, "a path on this site such as /api/careers, or an absolute http(s) URL"],
  METRICS_TOKEN: [
    secret,
    `a random string of ${SECRET_MIN_BYTES} bytes or more (openssl rand -hex 32) that Prometheus sends as a bearer token, or empty to switch /api/metrics off`,
  ],
  LOG_LEVEL: [
    optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "is not a log level")).transform(
      (value) => value ?? "info",
    ),
    "fatal, error, warn, info, debug, trace or silent, or unset for info",
  ],
  CDN_PROVIDER: [
    optional(z.enum(cdnProviderNames, "is not a provider this site purges")),
    `${cdnProviderNames.slice(0, -1).join(", ")} or ${cdnProviderNames.at(-1)}, or unset for no edge tags or purges`,
  ],
  CDN_API_URL: [
    optional(
      urlWith(["https:", "http:"]).refine(
        (value) =>
          !URL.canParse(value) || new URL(value).protocol === "https:" || LOOPBACK.test(new URL(value).hostname),
        "is plain http on a host other than loopback",
      ),
    ).transform((value) => value?.replace(/\/+$/, "")),
    "an https URL (http only on loopback, since the purge token travels with it): the provider's API base, or for varnish its purge endpoint; unset for Fastly's or Cloudflare's own API",
  ],
  CDN_SERVICE_ID: [optional(z.string()), "Fastly's service id or Cloudflare's zone id, as CDN_PROVIDER says"],
  CDN_PURGE_TOKEN: [
    optional(z.string().regex(/^[\x21-\x7e]+$/, "has characters a header cannot carry")),
    "the API token the purges authenticate with, printable ASCII without spaces",
  ],
};

/**
 * Each variable's value as its schema parsed it.
 * @typedef {{ [Name in keyof typeof variables]: z.output<(typeof variables)[Name][0]> }} Values
 */

/** The name of every variable the site reads: docs/configuration.md documents each one. */
export const settingNames = Object.keys(variables);

/**
 * Settings that are gone, and what replaced them: set, they stop the start, since the site would otherwise
 * ignore them without a word (tags for a header no provider reads, purges sent nowhere).
 */
const retired = {
  CDN_TAG_HEADER: "CDN_PROVIDER instead, which fixes the tag header",
  CDN_PURGE_URL:
    "CDN_PROVIDER and CDN_API_URL instead (varnish's purge endpoint; Fastly and Cloudflare have their API by default)",
  // A published post's pages must outlive an origin outage at the edge and an unpublished one's must go, so
  // each purge's kind follows from its event: no one mode does both.
  CDN_PURGE_MODE:
    "it unset: publishes and updates purge soft where the provider has soft purges (not Cloudflare), unpublishes, deletes and deploys hard",
};

/** @type {(keyof Values)[]} */
const CDN_PARTS = ["CDN_API_URL", "CDN_SERVICE_ID", "CDN_PURGE_TOKEN"];

/**
 * The CDN settings that only work together, each problem one line naming the variables.
 *
 * @param {Values} values
 * @returns {string[]}
 */
function edgeProblems(values) {
  const provider = values.CDN_PROVIDER;
  if (!provider) {
    const stray = CDN_PARTS.filter((name) => values[name] !== undefined);
    return stray.length
      ? [
          `${stray.join(" and ")} ${stray.length > 1 ? "are" : "is"} set without CDN_PROVIDER; expected CDN_PROVIDER as well, or ${stray.length > 1 ? "none of them" : "it unset"}`,
        ]
      : [];
  }
  const { defaultApiUrl, serviceId } = cdnProviders[provider];
  const problems = [];
  // A provider's own API always asks for a token; an endpoint of the operator's (varnish) may not.
  const needed = /** @type {[boolean, keyof Values, string | undefined][]} */ ([
    [defaultApiUrl === undefined, "CDN_API_URL", "its purge endpoint"],
    [serviceId !== undefined, "CDN_SERVICE_ID", serviceId?.describe],
    [defaultApiUrl !== undefined, "CDN_PURGE_TOKEN", "an API token allowed to purge"],
  ]).filter(([needs, name]) => needs && values[name] === undefined);
  if (needed.length)
    problems.push(
      `CDN_PROVIDER=${provider} is set without ${needed.map(([, name]) => name).join(" and ")}; expected ${needed.map(([, name, what]) => `${name}, ${what}`).join(", and ")}`,
    );
  if (values.CDN_SERVICE_ID !== undefined && !serviceId)
    problems.push(`CDN_SERVICE_ID is set with CDN_PROVIDER=${provider}, which has none; expected it unset`);
  else if (values.CDN_SERVICE_ID !== undefined && serviceId && !serviceId.pattern.test(values.CDN_SERVICE_ID))
    problems.push(`CDN_SERVICE_ID is not what CDN_PROVIDER=${provider} takes; expected ${serviceId.describe}`);
  // Tags name the build's pages by DEPLOYMENT_ID: without it a deploy could not purge the old build's.
  if (!values.DEPLOYMENT_ID)
    problems.push(
      "CDN_PROVIDER is set without DEPLOYMENT_ID; expected DEPLOYMENT_ID as well, since every page is tagged with its build",
    );
  return problems;
}

/**
 * The settings from an environment (process.env by default). Throws a SettingsError naming every bad
 * variable; values are never put in the message, since several carry passwords.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings}
 */
export function readSettings(env = process.env) {
  // Filled in variable by variable: whole once no problem was found, which is when the settings are read from it.
  const values = /** @type {Values} */ ({});
  /** @type {string[]} */
  const problems = [];
  for (const [name, [schema, accepted]] of Object.entries(variables)) {
    const parsed = schema.safeParse(env[name]);
    if (parsed.success) /** @type {Record<string, unknown>} */ (values)[name] = parsed.data;
    else problems.push(`${name} ${parsed.error.issues[0]?.message ?? "is invalid"}; expected ${accepted}`);
  }
  for (const [name, replacement] of Object.entries(retired))
    if (env[name]) problems.push(`${name} is no longer read; expected ${replacement}`);
  const previewCredentials =
    values.WORDPRESS_PREVIEW_USER !== undefined || values.WORDPRESS_PREVIEW_APP_PASSWORD !== undefined;
  if (previewCredentials && values.WORDPRESS_URL) {
    const wordpress = new URL(values.WORDPRESS_URL);
    if (wordpress.protocol === "http:" && !LOOPBACK.test(wordpress.hostname)) {
      problems.push(
        "WORDPRESS_PREVIEW_USER and WORDPRESS_PREVIEW_APP_PASSWORD would be sent in clear text to a plain http WORDPRESS_URL; expected an https WORDPRESS_URL (or http on loopback), or both left empty",
      );
    }
  }
  // Half a preview set-up used to switch preview off without a word; an editor would only find out from a 404.
  const previewSet = PREVIEW_PARTS.filter((name) => values[name] !== undefined);
  if (previewSet.length > 0 && previewSet.length < PREVIEW_PARTS.length) {
    const missing = PREVIEW_PARTS.filter((name) => !previewSet.includes(name));
    problems.push(
      `${missing.join(" and ")} unset while ${previewSet.join(" and ")} set; expected all three preview settings, or none`,
    );
  } else if (previewSet.length && !values.WORDPRESS_URL)
    problems.push(
      "PREVIEW_SECRET and the preview credentials are set without WORDPRESS_URL; expected the WordPress they preview",
    );
  if (values.DATABASE_URL && values.SUBMISSIONS_DIR)
    problems.push(
      "DATABASE_URL and SUBMISSIONS_DIR are both set; expected one of them: submissions go to PostgreSQL with DATABASE_URL, to files in SUBMISSIONS_DIR without it",
    );
  // The spool holds what PostgreSQL could not take in time; the file store is already this disk.
  if (values.SPOOL_DIR && !values.DATABASE_URL)
    problems.push(
      "SPOOL_DIR is set without DATABASE_URL; expected DATABASE_URL as well, since only PostgreSQL's submissions are spooled (files are kept in SUBMISSIONS_DIR)",
    );
  // REDIS_URL is what several instances share: a challenge one issues is checked by whichever takes the post.
  if (!values.ALTCHA_HMAC_KEY && values.REDIS_URL)
    problems.push(
      "ALTCHA_HMAC_KEY is unset while REDIS_URL is set; expected one key shared by every instance, or a person's solution from one instance would be held at another",
    );
  // Each secret guards one thing: one learned (WordPress holds the webhook's) must open nothing else.
  const secrets = SEPARATE_SECRETS.filter((name) => values[name] !== undefined);
  for (const [index, name] of secrets.entries()) {
    const same = secrets.slice(index + 1).filter((other) => values[other] === values[name]);
    if (same.length)
      problems.push(
        `${[name, ...same].join(" and ")} are the same secret; expected a different one for each, since each guards one thing`,
      );
  }
  // A CDN variable that did not parse has its line already; how they go together is judged once all do.
  if (["CDN_PROVIDER", ...CDN_PARTS, "DEPLOYMENT_ID"].every((name) => Object.hasOwn(values, name)))
    problems.push(...edgeProblems(values));
  if (problems.length) throw new SettingsError(`Invalid settings: ${problems.join(" | ")}`);

  const preview =
    values.WORDPRESS_URL &&
    values.PREVIEW_SECRET &&
    values.WORDPRESS_PREVIEW_USER &&
    values.WORDPRESS_PREVIEW_APP_PASSWORD
      ? {
          secret: values.PREVIEW_SECRET,
          user: values.WORDPRESS_PREVIEW_USER,
          appPassword: values.WORDPRESS_PREVIEW_APP_PASSWORD,
        }
      : undefined;
  return {
    siteUrl: values.SITE_URL,
    wordpressUrl: values.WORDPRESS_URL,
    mediaHosts: values.BLOG_MEDIA_HOSTS,
    revalidateSecret: values.REVALIDATE_SECRET,
    deployPurgeSecret: values.DEPLOY_PURGE_SECRET,
    smokeTestToken: values.SMOKE_TEST_TOKEN,
    challengeKey:
      values.ALTCHA_HMAC_KEY ?? processSingleton("nexaloom.challengeKey", () => randomBytes(32).toString("hex")),
    preview,
    submissionsDir: path.resolve(
      /*turbopackIgnore: true*/ values.SUBMISSIONS_DIR ?? path.join(process.cwd(), "data/submissions"),
    ),
    smtpUrl: values.SMTP_URL,
    clamd: clamdAddress(values.CLAMD_URL),
    contactTo: values.CONTACT_TO ?? "hello@nexaloom.in",
    contactFrom: values.CONTACT_FROM ?? "Nexaloom website <no-reply@nexaloom.in>",
    formRateLimit: values.FORM_RATE_LIMIT,
    heldCaps: { dailyPerClient: values.HELD_DAILY_PER_CLIENT, hourlyPerReceiver: values.HELD_HOURLY_PER_RECEIVER },
    redisUrl: values.REDIS_URL,
    databaseUrl: values.DATABASE_URL,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    spool: {
      dir: path.resolve(/*turbopackIgnore: true*/ values.SPOOL_DIR ?? path.join(process.cwd(), "data/spool")),
      maxBytes: values.SPOOL_MAX_MB * 1024 * 1024,
    },
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1000,
    retentionMonths: {
      enquiry: values.RETENTION_ENQUIRY_MONTHS,
      application: values.RETENTION_APPLICATION_MONTHS,
      consented: values.RETENTION_CONSENTED_MONTHS,
      held: values.RETENTION_HELD_MONTHS,
    },
    deploymentId: values.DEPLOYMENT_ID,
    trustedProxyHops: values.TRUSTED_PROXY_HOPS,
    distDir: values.NEXT_DIST_DIR ?? ".next",
    formEndpoints: /** @type {string[]} */ (
      [values.NEXT_PUBLIC_MAIL_ENDPOINT, values.NEXT_PUBLIC_CAREERS_ENDPOINT].filter(Boolean)
    ),
    logLevel: values.LOG_LEVEL,
    metricsToken: values.METRICS_TOKEN,
    edge: values.CDN_PROVIDER
      ? {
          provider: values.CDN_PROVIDER,
          tagHeader: cdnProviders[values.CDN_PROVIDER].tagHeader,
          // Varnish has no default: edgeProblems has refused it without CDN_API_URL.
          apiUrl: /** @type {string} */ (values.CDN_API_URL ?? cdnProviders[values.CDN_PROVIDER].defaultApiUrl),
          serviceId: values.CDN_SERVICE_ID,
          token: values.CDN_PURGE_TOKEN,
        }
      : undefined,
  };
}

/**
 * The hosts the blog's images may come from: WordPress's, then BLOG_MEDIA_HOSTS. The one list for
 * next/image's remotePatterns (next.config.mjs), the CSP's img-src (lib/security-headers.mjs) and the
 * check that sends an image from anywhere else to the placeholder (lib/blog/image-hosts.ts).
 *
 * @param {Pick<Settings, "wordpressUrl" | "mediaHosts">} settings
 * @returns {HostPattern[]}
 */
export function imageHosts({ wordpressUrl, mediaHosts }) {
  return [...(wordpressUrl ? [hostPattern(new URL(wordpressUrl))] : []), ...mediaHosts];
}

/**
 * This process's settings, parsed on first use: Next bundles this module many times over.
 *
 * @returns {Settings}
 */
export function settings() {
  return processSingleton("nexaloom.settings", () => readSettings(process.env));
}

/**
 * What the framework tells the running code (read each time: Next sets NEXT_PHASE and NEXT_RUNTIME
 * per process and per worker, after this module may have loaded).
 */
export const framework = {
  isBuild: () => process.env.NEXT_PHASE === "phase-production-build",
  isDevelopment: () => process.env.NODE_ENV === "development",
  isProduction: () => process.env.NODE_ENV === "production",
};

/**
 * @param {() => Settings} read
 * @returns {Settings}
 */
function orExit(read) {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`[settings] ${error.message}`);
    process.exit(1);
  }
}

/**
 * For next.config.mjs and instrumentation: a bad setting stops the process with its one line and exit code 1.
 *
 * @returns {Settings}
 */
export function settingsOrExit() {
  return orExit(settings);
}

/** What the build folder records of the settings it was made with. */
const BUILT_WITH = "build-settings.json";

/**
 * The settings Next fixes into a build besides CDN_PROVIDER (docs/deploying.md, "Settings fixed at build"):
 * pre-rendered pages, header rules, image hosts, the deployment id and the browser's code carry them.
 */
const BUILD_FIXED = [
  "SITE_URL",
  "WORDPRESS_URL",
  "BLOG_MEDIA_HOSTS",
  "DEPLOYMENT_ID",
  "NEXT_PUBLIC_MAIL_ENDPOINT",
  "NEXT_PUBLIC_CAREERS_ENDPOINT",
];

/** What an unset BUILD_FIXED setting means, so that spelling out a default is no difference. */
const fixedDefaults = /** @type {Record<string, string>} */ ({
  SITE_URL: DEFAULT_SITE_URL,
  NEXT_PUBLIC_MAIL_ENDPOINT: DEFAULT_MAIL_ENDPOINT,
  NEXT_PUBLIC_CAREERS_ENDPOINT: DEFAULT_CAREERS_ENDPOINT,
});

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string | null>}
 */
const fixedValues = (env) =>
  Object.fromEntries(BUILD_FIXED.map((name) => [name, env[name] || fixedDefaults[name] || null]));

/**
 * @param {string} distDir
 * @returns {{ provider: string | null; fixed?: Record<string, string | null> } | null}
 */
function builtWith(distDir) {
  const file = path.resolve(/*turbopackIgnore: true*/ distDir, BUILT_WITH);
  return fs.existsSync(/*turbopackIgnore: true*/ file)
    ? JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8"))
    : null;
}

/**
 * At `next build` (next.config.mjs): records the build's provider (or that it has none) and the values of
 * the settings it fixes.
 *
 * @param {string} distDir
 * @param {Pick<Settings, "edge">} settings
 * @param {Record<string, string | undefined>} [env]
 * @returns {void}
 */
export function recordBuild(distDir, { edge }, env = process.env) {
  fs.writeFileSync(
    path.resolve(/*turbopackIgnore: true*/ distDir, BUILT_WITH),
    `${JSON.stringify({ provider: edge?.provider ?? null, fixed: fixedValues(env) })}\n`,
  );
}

/**
 * At `next start`: throws a SettingsError unless CDN_PROVIDER is the one the build in `distDir` was made
 * for. Next fixes the header rules at build: pages built for one provider carry a tag header another
 * ignores, pages built for none carry no tags, and either way every purge would be taken and purge
 * nothing; a start without the build's provider would never purge what it tagged. A folder without the
 * record counts as built for none, so a start with a provider stops rather than guess.
 *
 * @param {string} distDir
 * @param {Pick<Settings, "edge">} settings
 * @returns {void}
 */
export function checkBuiltProvider(distDir, { edge }) {
  const built = builtWith(distDir)?.provider ?? null;
  const started = edge?.provider ?? null;
  if (built === started) return;
  throw new SettingsError(
    `Invalid settings: CDN_PROVIDER is not the build's (the pages' tag header is fixed at build): built for ${built ?? "no CDN"}, started with ${started ?? "no CDN"}; expected a rebuild, or a start ${built ? `with CDN_PROVIDER=${built}` : "without CDN_PROVIDER"}`,
  );
}

/**
 * At `next start`: throws a SettingsError naming each BUILD_FIXED setting whose value (as written; unset
 * and empty alike) is not the build's, never the values. A start that differs would serve pages that
 * disagree with each other: the pre-rendered ones carry the build's values, the rendered ones the start's.
 *
 * @param {string} distDir
 * @param {Record<string, string | undefined>} [env]
 * @returns {void}
 */
export function checkBuiltSettings(distDir, env = process.env) {
  const built = builtWith(distDir)?.fixed;
  if (!built) return;
  const started = fixedValues(env);
  const differ = BUILD_FIXED.filter((name) => (built[name] ?? null) !== started[name]);
  if (differ.length === 0) return;
  const many = differ.length > 1;
  throw new SettingsError(
    `Invalid settings: ${differ.join(", ")} ${many ? "are" : "is"} not the build's (Next fixes ${many ? "them" : "it"} into the build: docs/deploying.md); expected the ${many ? "values" : "value"} the build was made with, or a rebuild`,
  );
}

/**
 * For instrumentation at `next start`: the settings, stopping the process as settingsOrExit does, also when
 * they do not fit the build.
 *
 * @returns {Settings}
 */
export function startSettingsOrExit() {
  return orExit(() => {
    const current = settings();
    // `next dev` compiles as it goes: there is no build to disagree with.
    if (!framework.isDevelopment()) {
      checkBuiltProvider(current.distDir, current);
      checkBuiltSettings(current.distDir);
    }
    return current;
  });
}
