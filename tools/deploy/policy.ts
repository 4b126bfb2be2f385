// What docs/deploying.md promises of every deploy description, shared by the Kubernetes and Compose tests.

/** What the site needs to run as several instances: one cache, one store, one build identity, its proxies. */
export const NEEDED_SETTINGS = [
  "SITE_URL",
  "DATABASE_URL",
  "REDIS_URL",
  "DEPLOYMENT_ID",
  "NEXT_SERVER_ACTIONS_ENCRYPTION_KEY",
  "TRUSTED_PROXY_HOPS",
  "SHUTDOWN_DRAIN_SECONDS",
  "METRICS_TOKEN",
];

/** The addresses that carry their server's credentials. */
const CREDENTIAL_URLS = ["DATABASE_URL", "REDIS_URL", "SMTP_URL"];

/** Settings that carry a secret: by reference or interpolation only, never a value. */
export const isSecretSetting = (name: string) =>
  CREDENTIAL_URLS.includes(name) || /SECRET|TOKEN|KEY|PASSWORD/.test(name);

/** The longest request the site serves: a 5 MiB resume upload from a slow phone. */
export const LONGEST_REQUEST_SECONDS = 30;

/** After the drain, the spool's last move into PostgreSQL may take this long (lib/server/lifecycle.ts). */
export const LAST_SPOOL_MOVE_SECONDS = 5;
