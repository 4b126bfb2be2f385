import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tools/kit/browser.ts";
import { reporting } from "./e2e/reporting";

/**
 * The blog suite again, this time against a real WordPress (started by e2e/wordpress/wordpress.sh,
 * see tools/wordpress/test-e2e-wordpress.sh), plus the freshness and outage checks only WordPress can run.
 * It builds into its own folder and serves on its own port, so it never disturbs the main run.
 */
const port = Number(process.env.WP_E2E_SITE_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const build = process.env.E2E_SKIP_BUILD ? "" : "npx next build && ";

if (!process.env.WORDPRESS_URL)
  throw new Error("WORDPRESS_URL is not set: run this suite through tools/wordpress/test-e2e-wordpress.sh");

const distDir = ".next-wordpress";
// The cache-size test reads the served build's folder; workers inherit this.
process.env.NEXT_DIST_DIR = distDir;

export default defineConfig({
  testDir: "./e2e/blog",
  workers: 1,
  retries: 0,
  ...reporting("wordpress"),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
  },
  // Read-only checks first; then the ones that change WordPress; stopping WordPress comes last.
  projects: [
    {
      name: "blog-wordpress",
      testMatch: ["blog.spec.ts", "wide-content.spec.ts", "not-found-cache.spec.ts", "wordpress-sanitize.spec.ts"],
    },
    { name: "preview", testMatch: "wordpress-preview.spec.ts", dependencies: ["blog-wordpress"] },
    {
      name: "freshness",
      testMatch: ["wordpress-freshness.spec.ts", "wordpress-feed.spec.ts", "wordpress-edge-purge.spec.ts"],
      dependencies: ["preview"],
    },
    // Issue 42: Yoast's fields and noindex first (one seeded post is checked while the feed still holds it),
    // then WordPress's front end, renames, scheduled and sticky posts, offloaded images.
    { name: "seo", testMatch: "wordpress-seo.spec.ts", dependencies: ["freshness"] },
    {
      name: "editorial",
      testMatch: ["wordpress-front-end.spec.ts", "wordpress-editorial.spec.ts"],
      dependencies: ["seo"],
    },
    { name: "outage", testMatch: "wordpress-outage.spec.ts", dependencies: ["editorial"] },
  ],
  webServer: {
    command: `${build}npx next start -p ${port} -H 127.0.0.1`,
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
      WORDPRESS_URL: process.env.WORDPRESS_URL,
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? "e2e-revalidate-secret-0123456789abcdef",
      SITE_URL: "https://www.nexaloom.in",
      PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? "e2e-preview-secret-0123456789abcdefgh",
      WORDPRESS_PREVIEW_USER: process.env.WP_E2E_USER ?? "",
      WORDPRESS_PREVIEW_APP_PASSWORD: process.env.WP_E2E_PREVIEW_APP_PASSWORD ?? "",
      // The media offload stand-in's host (e2e/wordpress/wordpress.sh): featured images from it must render.
      BLOG_MEDIA_HOSTS: process.env.WP_E2E_MEDIA_URL ?? "",
      // The edge: tools/wordpress/test-e2e-wordpress.sh starts a Fastly contract server and names it here.
      CDN_PROVIDER: process.env.CDN_PROVIDER ?? "",
      CDN_API_URL: process.env.CDN_API_URL ?? "",
      CDN_SERVICE_ID: process.env.CDN_SERVICE_ID ?? "",
      CDN_PURGE_TOKEN: process.env.CDN_PURGE_TOKEN ?? "",
      DEPLOYMENT_ID: process.env.DEPLOYMENT_ID ?? "",
    },
  },
});
