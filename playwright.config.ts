import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tools/kit/browser.ts";
import { reporting } from "./e2e/reporting";
import { browserEnv, variantFromEnv } from "./e2e/support/system-fonts";

const port = Number(process.env.PORT ?? 3000);
const baseURL = `http://127.0.0.1:${port}`;
/** E2E_SKIP_BUILD=1 reuses the last production build while iterating on tests. */
const build = process.env.E2E_SKIP_BUILD ? "" : "npx next build && ";

/** The installed fonts the browser sees: the machine's, or E2E_SYSTEM_FONTS=dejavu-core (docs/testing.md, "Screen sizes and the visual suite"). */
const systemFonts = variantFromEnv(process.env.E2E_SYSTEM_FONTS);

const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } };

export const submissionsDir = path.resolve(__dirname, "data/e2e-submissions");
// The canonical origin the suite's build bakes into its pages; every server a spec starts of that build
// must be given the same (lib/settings.mjs refuses a start whose build-fixed settings differ).
export const siteUrl = (process.env.SITE_URL ??= "https://www.nexaloom.in");

export default defineConfig({
  testDir: "./e2e",
  // The image and smoke suites have their own configurations (playwright.image.config.ts, playwright.smoke.config.ts).
  testIgnore: ["**/wordpress/**", "**/blog/wordpress-*.spec.ts", "**/image/**", "**/smoke/**"],
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that needs a retry is fixed, not retried.
  retries: 0,
  ...reporting(systemFonts.fontconfigFile ? `e2e-${systemFonts.name}` : "e2e"),
  globalSetup: "./e2e/visual/baseline-browser.ts",
  // A limit catches a hang, not a slow host: two workers on two cores took a 5 s test to 25 s in CI.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // A pixel counts as changed when any channel moves by a unit (pixelmatch's YIQ distance for one unit of
    // blue, the smallest step, is 0.0565, above 35215 x 0.001^2 = 0.035), unless it is an anti-aliased edge
    // (pixelmatch tells those apart from the pixels around them); a capture fails past 32 changed pixels. The
    // noise another machine's rasterizer made was 4 pixels (an open dropdown's edge); the smallest real
    // change docs/testing.md lists is 48,086, and e2e/visual/pages.spec.ts shows each of the three failing.
    toHaveScreenshot: { threshold: 0.001, maxDiffPixels: 32, scale: "css", animations: "disabled", caret: "hide" },
  },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: browserEnv(systemFonts) },
  },
  // Baselines sit beside their spec, one per project, with no platform suffix: CI and every session run
  // the same Debian Chromium, so one set serves both.
  snapshotPathTemplate: "{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}-{projectName}{ext}",
  projects: [
    // A spec about one size only is tagged @desktop or @phone (with the reason beside the tag) and runs
    // in that project alone; one that speaks HTTP without a page (@http) has no screen size and runs once,
    // in the desktop project; every other spec runs in both.
    { name: "desktop", grepInvert: /@phone/, use: { ...devices["Desktop Chrome"], ...desktop } },
    // Most visitors arrive on a phone: a mid-range Android (Samsung's A series, India's best seller) at 390x844.
    { name: "phone", grepInvert: /@desktop|@http/, use: { ...devices["Galaxy A55"], ...phone } },
  ],
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
      SITE_URL: siteUrl,
    },
  },
});
