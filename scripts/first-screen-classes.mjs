// Writes lib/css/first-screen-classes.txt: every class on an element of the first screen of any page, at a
// phone's, a tablet's and a desktop's viewport. The head of each page carries only the rules those classes
// can match (lib/css/first-screen.inline-css); the rest of the stylesheet arrives after the first paint.
// e2e/first-screen-css.spec.ts fails when a page's first screen needs a class this list lacks.
// Usage: npm run css:first-screen [-- --skip-build]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startNextServer } from "./lib/next-server.mjs";

const root = path.join(import.meta.dirname, "..");
const listFile = path.join(root, "lib/css/first-screen-classes.txt");
const port = Number(process.env.FIRST_SCREEN_PORT ?? 3330);
const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
// Pages the sitemap leaves out: the thank-you page (noindex) and the not-found page.
const unlisted = ["/thank-you", "/this-page-does-not-exist"];

if (!process.argv.includes("--skip-build")) {
  execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit" });
}
const server = await startNextServer({ port });
const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
const paths = [
  ...new Set([
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
    ...unlisted,
  ]),
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const classes = new Set();
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  for (const pathname of paths) {
    await page.goto(`${server.base}${pathname}`, { waitUntil: "load" });
    // An element without a box of its own (a closed menu, a hidden message) counts where its nearest
    // drawn ancestor is: it shows there once opened. An element that clips or scrolls what it holds counts
    // wherever it is: unstyled, what it holds (a wide table, the hero's glow) would widen the page, and a
    // phone fits a wider page into its screen by drawing the first screen smaller.
    const seen = await page.evaluate(() => {
      const found = [];
      const top = (element) => {
        for (let node = element; node; node = node.parentElement) {
          const box = node.getBoundingClientRect();
          if (box.width || box.height) return box.top;
        }
        return 0;
      };
      for (const element of document.querySelectorAll("[class]")) {
        if (top(element) < innerHeight || getComputedStyle(element).overflowX !== "visible")
          found.push(...element.classList);
      }
      return found;
    });
    for (const name of seen) classes.add(name);
  }
  await page.close();
}
await browser.close();
server.stop();

const header = [
  "# Written by `npm run css:first-screen` (scripts/first-screen-classes.mjs): the classes on the first screen",
  `# of ${paths.length} pages at ${viewports.map(({ width, height }) => `${width}x${height}`).join(", ")}.`,
];
fs.writeFileSync(listFile, `${[...header, ...[...classes].sort()].join("\n")}\n`);
console.log(`${classes.size} classes from ${paths.length} pages written to ${path.relative(root, listFile)}`);
