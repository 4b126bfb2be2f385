import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./e2e/browser";
import { reporting } from "./e2e/reporting";

const port = Number(process.env.PORT ?? 3000);
const baseURL = `http://127.0.0.1:${port}`;
/** E2E_SKIP_BUILD=1 reuses the last production build while iterating on tests. */
const build = process.env.E2E_SKIP_BUILD ? "" : "npx next build && ";

export const submissionsDir = path.resolve(__dirname, "data/e2e-submissions");

export default defineConfig({
  testDir: "./e2e",
  testIgnore: ["**/wordpress/**", "**/blog/wordpress-*.spec.ts"],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that needs a retry is fixed, not retried.
  retries: 0,
  ...reporting("e2e"),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `${build}npx next start -p ${port} -H 127.0.0.1`,
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      SUBMISSIONS_DIR: submissionsDir,
      // Many tests submit from one address; the flood limit itself is covered by the receiver's unit tests.
      FORM_RATE_LIMIT: "100000",
      SITE_URL: process.env.SITE_URL ?? "https://www.nexaloom.in",
    },
  },
});
