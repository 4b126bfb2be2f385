// Types of lib/settings.mjs (the project compiles TypeScript only). lib/__tests__/settings.test.ts
// checks the parsed object against these field names, so the two cannot drift apart unnoticed.
export declare class SettingsError extends Error {}
export declare const SECRET_MIN_BYTES: number;
export declare const DEPLOYMENT_ID_FORM: RegExp;

/** An http(s) host as next/image's remotePatterns match it; `hostname` may start with `*.` (any subdomain). */
export type HostPattern = { protocol: "http" | "https"; hostname: string; port: string };

export type Settings = {
  /** Origin only, e.g. https://www.nexaloom.in. */
  siteUrl: string;
  /** Without a trailing slash; undefined for the bundled posts. */
  wordpressUrl: string | undefined;
  /** BLOG_MEDIA_HOSTS: where the blog's images may come from besides WordPress's host; empty when unset. */
  mediaHosts: HostPattern[];
  revalidateSecret: string | undefined;
  /** Present only when WORDPRESS_URL, PREVIEW_SECRET and both credentials are set. */
  preview: { secret: string; user: string; appPassword: string } | undefined;
  /** Absolute. */
  submissionsDir: string;
  smtpUrl: string | undefined;
  contactTo: string;
  contactFrom: string;
  formRateLimit: number;
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Where submissions wait on this instance's disk while PostgreSQL does not take them in time (absolute), and its cap. */
  spool: { dir: string; maxBytes: number };
  /** How long an instance stays up, unready, after SIGTERM before it stops taking requests. */
  shutdownDrainMs: number;
  deploymentId: string | undefined;
  /** How many proxies in front may be believed about the client's address (X-Forwarded-For). */
  trustedProxyHops: number;
  distDir: string;
  /** NEXT_PUBLIC_MAIL_ENDPOINT and NEXT_PUBLIC_CAREERS_ENDPOINT when set (for the CSP). */
  formEndpoints: string[];
  /** The bearer token /api/metrics asks for; undefined switches the endpoint off. */
  metricsToken: string | undefined;
  /** The least severe level the logger writes (LOG_LEVEL). */
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /**
   * Present when CDN_PROVIDER is set: responses carry their keys in the provider's tag header, and the
   * webhook and deploys purge them through its API.
   */
  edge:
    | {
        provider: "varnish" | "fastly" | "cloudflare";
        /** Fixed by the provider: Surrogate-Key (varnish, Fastly) or Cache-Tag (Cloudflare). */
        tagHeader: string;
        /** Without a trailing slash: the provider's API base (CDN_API_URL or its default), or varnish's purge endpoint. */
        apiUrl: string;
        /** Fastly's service id or Cloudflare's zone id; undefined for varnish. */
        serviceId: string | undefined;
        /** Always set for Fastly and Cloudflare; varnish's endpoint may want none. */
        token: string | undefined;
      }
    | undefined;
};

export declare const settingNames: string[];
export declare function readSettings(env?: Record<string, string | undefined>): Settings;
export declare function settings(): Settings;
export declare function imageHosts(settings: Pick<Settings, "wordpressUrl" | "mediaHosts">): HostPattern[];
export declare const framework: {
  isBuild(): boolean;
  isDevelopment(): boolean;
  isProduction(): boolean;
};
export declare function settingsOrExit(): Settings;
export declare function recordBuiltProvider(distDir: string, settings: Pick<Settings, "edge">): void;
export declare function checkBuiltProvider(distDir: string, settings: Pick<Settings, "edge">): void;
export declare function startSettingsOrExit(): Settings;
