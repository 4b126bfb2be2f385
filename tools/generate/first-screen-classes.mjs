// Writes lib/css/first-screen-classes.json: for each page (or template: lib/css/first-screen-key.mjs), every
// class and element name the browser has before the page's link to the whole stylesheet (the header and
// the hero: components/layout/site-stylesheet-link.tsx), and under `*` those of every page. The head of
// each page carries only the rules those can match (lib/css/first-screen.inline-css-pages); the parser
// waits at the link, and hydration after it, so nothing else is drawn before the whole sheet is in.
// The visual sweep (e2e/support/first-screen.ts) fails when a page's first screen needs a class or element its list lacks.
// Usage: npm run css:first-screen [-- --skip-build], then build again to inline the new rules.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { EVERY_PAGE, firstScreenKey } from "../../lib/css/first-screen-key.mjs";
import { chromiumArgs, chromiumPath } from "../kit/browser.ts";
import { startNextServer } from "../kit/next-server.mjs";
import { repo } from "../kit/repo.mjs";

const root = repo;
const listFile = path.join(root, "lib/css/first-screen-classes.json");
const port = Number(process.env.FIRST_SCREEN_PORT ?? 3330);
// Pages the sitemap leaves out: the thank-you page (noindex), the not-found page and a post's not-found page.
const unlisted = ["/thank-you", "/this-page-does-not-exist", "/blog/no-such-post-anywhere"];
const linkedSheet = 'link[rel="stylesheet"][href^="/styles/site.css"]';

if (!process.argv.includes("--skip-build")) execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit" });
const server = await startNextServer({ port });
const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
const paths = [
  ...new Set([
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(/** @type {string} */ (match[1])).pathname),
    ...unlisted,
  ]),
];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const lists = new Map();
for (const pathname of paths) {
  // A fresh page each time, with the sheet held back: what the parser has built when it stops at the link.
  const page = await browser.newPage();
  await page.route("**/styles/site.css*", () => {});
  await page.goto(`${server.base}${pathname}`, { waitUntil: "commit" });
  const link = await page.waitForSelector(linkedSheet, { state: "attached" });
  const found = await link.evaluate((stop) => {
    const before = [document.documentElement, document.body, ...document.body.querySelectorAll("*")].filter(
      (element) => element.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return {
      classes: before.flatMap((element) => [...element.classList]),
      elements: before.map((element) => element.localName.toLowerCase()),
    };
  });
  await page.close();
  for (const key of [firstScreenKey(pathname), EVERY_PAGE]) {
    if (!lists.has(key)) lists.set(key, { classes: new Set(), elements: new Set() });
    for (const name of found.classes) lists.get(key).classes.add(name);
    for (const name of found.elements) lists.get(key).elements.add(name);
  }
}
await browser.close();
server.stop();

fs.writeFileSync(
  listFile,
  `${JSON.stringify(
    Object.fromEntries(
      [...lists]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, { classes, elements }]) => [key, { classes: [...classes].sort(), elements: [...elements].sort() }]),
    ),
    null,
    1,
  )}\n`,
);
console.log(
  `${path.relative(root, listFile)}: what comes before the linked stylesheet on ${paths.length} pages, ` +
    `${lists.size - 1} lists, ${lists.get(EVERY_PAGE).classes.size} classes and ` +
    `${lists.get(EVERY_PAGE).elements.size} elements in all`,
);
