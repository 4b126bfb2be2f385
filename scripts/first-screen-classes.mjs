// Writes lib/css/first-screen-classes.json: for each page (or template: lib/css/first-screen-key.mjs), every
// class on an element of its first screen at a phone's, a tablet's and a desktop's viewport, and under `*`
// those of every page. The head of each page carries only the rules its classes can match
// (lib/css/first-screen.inline-css-pages); the rest of the stylesheet arrives after the first paint.
// e2e/first-screen-css.spec.ts fails when a page's first screen needs a class its list lacks.
// Usage: npm run css:first-screen [-- --skip-build]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { EVERY_PAGE, firstScreenKey } from "../lib/css/first-screen-key.mjs";
import { startNextServer } from "./lib/next-server.mjs";

const root = path.join(import.meta.dirname, "..");
const listFile = path.join(root, "lib/css/first-screen-classes.json");
const port = Number(process.env.FIRST_SCREEN_PORT ?? 3330);
const viewports = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
// Pages the sitemap leaves out: the thank-you page (noindex), the not-found page and a post's not-found page.
const unlisted = ["/thank-you", "/this-page-does-not-exist", "/blog/no-such-post-anywhere"];

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
const classes = new Map([[EVERY_PAGE, new Set()]]);
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport });
  for (const pathname of paths) {
    await page.goto(`${server.base}${pathname}`, { waitUntil: "load" });
    // An element without a box of its own (a closed menu, a hidden message) counts where its nearest
    // drawn ancestor is: it shows there once opened. An element that clips or scrolls what it holds counts
    // wherever it is: unstyled, what it holds (a wide table, the hero's glow) would widen the page, and a
    // phone fits a wider page into its screen by drawing the first screen smaller. So does the footer, the
    // same on every page: unstyled, its ticker alone is several screens wide.
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
        if (
          top(element) < innerHeight ||
          getComputedStyle(element).overflowX !== "visible" ||
          element.closest("footer")
        )
          found.push(...element.classList);
      }
      return found;
    });
    // And whatever, without the linked stylesheet, reaches past the screen's edge, with its ancestors: the
    // rule that holds it in is on one of them.
    await page.route("**/styles/site.css*", (route) => route.abort());
    await page.goto(`${server.base}${pathname}`, { waitUntil: "load" });
    seen.push(
      ...(await page.evaluate((width) => {
        const found = [];
        for (const element of document.body.querySelectorAll("*")) {
          if (element.getBoundingClientRect().right <= width) continue;
          for (let node = element; node && node !== document.body; node = node.parentElement)
            found.push(...node.classList);
        }
        return found;
      }, viewport.width)),
    );
    await page.unrouteAll();
    const key = firstScreenKey(pathname);
    if (!classes.has(key)) classes.set(key, new Set());
    for (const name of seen) {
      classes.get(key).add(name);
      classes.get(EVERY_PAGE).add(name);
    }
  }
  await page.close();
}
await browser.close();
server.stop();

const lists = Object.fromEntries(
  [...classes].sort(([a], [b]) => a.localeCompare(b)).map(([key, names]) => [key, [...names].sort()]),
);
fs.writeFileSync(listFile, `${JSON.stringify(lists, null, 1)}\n`);
console.log(
  `first-screen classes of ${paths.length} pages at ${viewports.map(({ width, height }) => `${width}x${height}`).join(", ")}: ` +
    `${classes.size - 1} lists, ${classes.get(EVERY_PAGE).size} classes in all, written to ${path.relative(root, listFile)}`,
);
