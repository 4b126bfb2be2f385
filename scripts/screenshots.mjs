#!/usr/bin/env node
// Full-page screenshots at 1280x800 and 390x844 of the named paths against a running server, into screenshots/.
// Usage: node scripts/screenshots.mjs [--base URL] /path ...
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const baseIndex = args.indexOf("--base");
const base = baseIndex === -1 ? "http://127.0.0.1:3000" : args.splice(baseIndex, 2)[1];
const outDir = path.join(import.meta.dirname, "../screenshots");
fs.mkdirSync(outDir, { recursive: true });

const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-quic",
    "--no-first-run",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  const page = await browser.newPage({ viewport: { width, height } });
  for (const route of args) {
    await page.goto(new URL(route, base).href, { waitUntil: "load" });
    // Scroll through once so lazily loaded images are in the shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
