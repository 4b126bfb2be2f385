// Writes lib/css/first-screen-classes.json: for each page (or template: lib/css/first-screen-key.mjs), every
// class and element name on its first screen at a phone's, a tablet's and a desktop's viewport, and under
// `*` those of every page. The head of each page carries only the rules those can match
// (lib/css/first-screen.inline-css-pages); the rest of the stylesheet arrives after the first paint.
// e2e/first-screen-css.spec.ts fails when a page's first screen needs a class or element its list lacks.
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

function addTo(lists, key, { classes, elements }) {
  if (!lists.has(key)) lists.set(key, { classes: new Set(), elements: new Set() });
  for (const name of classes) lists.get(key).classes.add(name);
  for (const name of elements) lists.get(key).elements.add(name);
}

/** The classes and elements each list needs, read from the pages of the last build. */
async function collect() {
  const server = await startNextServer({ port });
  const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
  const paths = [
    ...new Set([
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
      ...unlisted,
    ]),
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const lists = new Map();
  for (const viewport of viewports) {
    const page = await browser.newPage({ viewport });
    for (const pathname of paths) {
      await page.goto(`${server.base}${pathname}`, { waitUntil: "load" });
      // An element without a box of its own (a closed menu, a hidden message) counts where its nearest
      // drawn ancestor is: it shows there once opened.
      const firstScreen = await page.evaluate(() => {
        const found = { classes: [], elements: [] };
        const top = (element) => {
          for (let node = element; node; node = node.parentElement) {
            const box = node.getBoundingClientRect();
            if (box.width || box.height) return box.top;
          }
          return 0;
        };
        for (const element of document.querySelectorAll("*")) {
          if (top(element) >= innerHeight) continue;
          found.classes.push(...element.classList);
          found.elements.push(element.localName.toLowerCase());
        }
        return found;
      });
      // Below the first screen, only what would widen the page before the linked sheet arrives matters (a
      // phone fits a wider page into its screen by drawing the first screen smaller): whatever reaches past
      // the screen's edge without that sheet (the footer's ticker, a wide table, the hero's glow), with its
      // ancestors, since the rule that holds it in is on one of them.
      await page.route("**/styles/site.css*", (route) => route.abort());
      await page.goto(`${server.base}${pathname}`, { waitUntil: "load" });
      const wide = await page.evaluate((width) => {
        const found = { classes: [], elements: [] };
        for (const element of document.body.querySelectorAll("*")) {
          if (element.getBoundingClientRect().right <= width) continue;
          for (let node = element; node && node !== document.body; node = node.parentElement) {
            found.classes.push(...node.classList);
            found.elements.push(node.localName.toLowerCase());
          }
        }
        return found;
      }, viewport.width);
      await page.unrouteAll();
      for (const key of [firstScreenKey(pathname), EVERY_PAGE]) {
        addTo(lists, key, firstScreen);
        addTo(lists, key, wide);
      }
    }
    await page.close();
  }
  await browser.close();
  server.stop();
  console.log(
    `first screens of ${paths.length} pages at ${viewports.map(({ width, height }) => `${width}x${height}`).join(", ")}: ` +
      `${lists.size - 1} lists, ${lists.get(EVERY_PAGE).classes.size} classes and ` +
      `${lists.get(EVERY_PAGE).elements.size} elements in all`,
  );
  return lists;
}

const serialize = (lists) =>
  `${JSON.stringify(
    Object.fromEntries(
      [...lists]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, { classes, elements }]) => [key, { classes: [...classes].sort(), elements: [...elements].sort() }]),
    ),
    null,
    1,
  )}\n`;

// What holds a page in without the linked sheet may be rules that are inline only because the list in the
// build says so: a list that drops them can let something else past the edge, and the list that holds that
// in may then drop the first rules again. So the pages are built with each new list and read again, and what
// a round finds is added to what the rounds before it found, until the pages need nothing their list lacks.
const MOST_ROUNDS = 5;
const build = () => execFileSync("npx", ["next", "build"], { cwd: root, stdio: "inherit" });
if (!process.argv.includes("--skip-build")) build();
let lists = await collect();
for (let round = 1; ; round += 1) {
  const text = serialize(lists);
  if (text === fs.readFileSync(listFile, "utf8")) break;
  fs.writeFileSync(listFile, text);
  if (round === MOST_ROUNDS) throw new Error(`the pages still need more after ${round} rounds`);
  console.log(`${path.relative(root, listFile)} changed: building with it and reading the pages again`);
  build();
  for (const [key, found] of await collect()) addTo(lists, key, found);
}
console.log(`${path.relative(root, listFile)} matches the build`);
