import { defineConfig } from "@playwright/test";
import { reporting } from "./e2e/reporting";

/**
 * The read-only smoke suite QA points at any deployment after a release (docs/deploying.md):
 *   BASE_URL=https://staging.nexaloom.in npm run test:smoke
 * It starts nothing, and sends no submission unless SMOKE_TEST_TOKEN is set (then one, kept out of the inbox).
 */
const baseURL = process.env.BASE_URL;
if (!baseURL) throw new Error("BASE_URL is not set: the smoke suite checks the deployment it names");

export default defineConfig({
  testDir: "./e2e/smoke",
  workers: 2,
  retries: 0,
  ...reporting("smoke"),
  timeout: 30_000,
  use: { baseURL, ignoreHTTPSErrors: false },
});
