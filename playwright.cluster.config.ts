import { defineConfig } from "@playwright/test";
import { reporting } from "./e2e/reporting";

/**
 * The multi-instance suite: one build as three instances sharing Redis and PostgreSQL, behind the edge
 * (Varnish) and nginx, with Prometheus and Alertmanager, a real WordPress (started by
 * tools/cluster/test-e2e-cluster.sh) and a real SMTP catcher. The
 * files run in name order in one worker; they talk HTTP only, so no browser is started.
 */
if (!process.env.WORDPRESS_URL)
  throw new Error("WORDPRESS_URL is not set: run this suite through tools/cluster/test-e2e-cluster.sh");

export default defineConfig({
  testDir: "./e2e/cluster",
  testMatch: "*.cluster.ts",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  ...reporting("cluster"),
  timeout: 60_000,
  globalSetup: "./e2e/cluster/global-setup.ts",
});
