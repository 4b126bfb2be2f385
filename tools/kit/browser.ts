import fs from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium every suite and tool drives: CHROMIUM_PATH when set, else Playwright's own when it is
 * installed, else the system one (Debian's package), so the suites run on any machine set up as the README says.
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // No bundled browser registered: fall through to the system one.
  }
  return "/usr/bin/chromium";
}

/** Without the background-networking flags Chromium's own connections fail many at a time on a closed network. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
