import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";
import { reporting } from "./e2e/reporting";

/**
 * The production image's own behaviour, on containers of it (podman, tools/image/): what Kubernetes and
 * Compose rely on but podman does not emulate from a manifest. Packages the build already made
 * (`npm run image -- --skip-build`) unless IMAGE names one.
 */
if (!process.env.IMAGE) {
  const printed = execFileSync("node", ["tools/image/image.mjs", "--skip-build"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.env.IMAGE = /^IMAGE=(.+)$/m.exec(printed)?.[1];
}

export default defineConfig({
  testDir: "./e2e/image",
  workers: 1,
  retries: 0,
  ...reporting("image"),
  timeout: 60_000,
  expect: { timeout: 7_000 },
});
