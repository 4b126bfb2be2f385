import fs from "node:fs";
import { chromium } from "@playwright/test";

/**
 * Playwright's own Chromium when it is installed, otherwise the system one (Debian's package),
 * and CHROMIUM_PATH over both, so the suite runs on any machine.
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    const bundled = chromium.executablePath();
    if (bundled && fs.existsSync(bundled)) return undefined;
  } catch {
    // No bundled browser registered: fall through to the system one.
  }
  return fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
