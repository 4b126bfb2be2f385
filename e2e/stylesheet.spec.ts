import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { detailPaths, notFoundPath } from "./support/routes";

type NextWindow = Window & { next?: { router?: unknown } };

// The rules the first screen needs are written into each page's head (lib/css/site-stylesheet.ts): the
// first paint needs no request besides the document (no stylesheet in the head, no preloaded font), and
// the CSS is sent once, not again in the RSC payload. The whole stylesheet is linked right after the hero.
const paths = ["/", "/services/web-development", "/contact", "/blog", detailPaths[0]!, notFoundPath];

// A declaration only the site's stylesheet has, once: the list of Inter's fallback faces (lib/css/font-fallbacks.mjs).
const siteRule = /--inter-fallbacks:/g;

for (const path of paths) {
  test(`${path} is sent with its first screen's CSS once, inline in the head, and the rest linked after the hero`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    // Right after the hero: Chromium paints what comes before a body stylesheet without waiting for it, and
    // lays out nothing after it until it has arrived.
    const links = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)];
    expect(links).toHaveLength(1);
    const beforeLink = html.slice(0, links[0]!.index);
    expect(beforeLink).toMatch(/<h1[\s>]/);
    expect(beforeLink).toMatch(/<\/section>$/);
    expect(beforeLink).not.toMatch(/<footer[\s>]/);
    const sheet = await request.get(links[0]![0].match(/href="([^"]+)"/)![1]!.replaceAll("&amp;", "&"));
    expect(sheet.headers()["content-type"]).toMatch(/^text\/css/);
    // Compressed, like the pages: the rest of each page is drawn only once it is in.
    expect(sheet.headers()["content-encoding"]).toBe("gzip");
    expect(sheet.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // The whole sheet holds what no first screen needs, such as a form field's message.
    expect(await sheet.text()).toMatch(/\.field-error\{/);
    expect(head).not.toMatch(/\.field-error\{/);
    const styles = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].filter(([, css]) => css!.match(siteRule));
    expect(styles).toHaveLength(1);
    expect(styles[0]![1]).toMatch(/font-family:\s*"?Space Grotesk Fallback DejaVu Sans"?/);
    expect(styles[0]![1]).toMatch(/size-adjust:/);
    expect(html.match(siteRule)).toHaveLength(1);
    // Chromium holds the first paint for a preloaded font: the fonts are fetched from the inline CSS instead.
    expect(head).not.toMatch(/<link rel="preload"[^>]*as="font"/);
  });
}

async function expectStyled(page: Page) {
  const main = page.locator("main#main");
  await expect(main).toHaveCSS("padding-top", "64px");
  await expect(page.locator("body")).toHaveCSS("font-family", /^Inter, "Inter Fallback Arial", /);
  await expect(page.locator("h1").first()).toHaveCSS("font-weight", "700");
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/services/web-development", detailPaths[0]!]) {
    test(`${path} is styled`, async ({ page }) => {
      await page.goto(path);
      await expectStyled(page);
    });
  }
});

test("a client-side navigation keeps the styles: the inline rules in the head and the one linked sheet stay", async ({
  page,
}) => {
  // React hydrates a head it did not render the style element into: that must pass without a complaint.
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/services/web-development");
  await expectStyled(page);
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true, linkedOnInsert: [] });
    // The next page brings its own link: Chromium must apply the cached sheet as it is inserted, before any
    // frame could be drawn without it (a mutation observer runs before the next frame).
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        const links = node instanceof Element ? [node, ...node.querySelectorAll("*")] : [];
        for (const link of links.filter((element) => element.matches('link[rel="stylesheet"]'))) {
          (window as unknown as { linkedOnInsert: boolean[] }).linkedOnInsert.push(
            Boolean((link as HTMLLinkElement).sheet),
          );
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Support Center" }).click();
  await expect(page).toHaveURL(/\/supportcenter$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { linkedOnInsert: boolean[] }).linkedOnInsert)).toEqual([
    true,
  ]);
  await expectStyled(page);
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("Inter Fallback")).length,
    ),
  ).toBe(1);
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
  expect(errors).toEqual([]);
});

// The dark heroes' grid lines are left out of the first frame, whose raster the first paint waits for, and
// show a moment later (grid-reveal in lib/css/globals.css). With the page's clock for animations stopped, the
// page stays at its first moment.
for (const path of ["/", detailPaths[0]!]) {
  test(`${path}: the hero's grid is left out of the first frame, then shows`, async ({ page }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.goto(path);
    const grid = page.locator("main .bg-grid-fade").first();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(grid).toHaveCSS("visibility", "hidden");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await expect(grid).toHaveCSS("visibility", "visible");
  });
}

// A page reached by a client navigation gets no head of its own and relies on the linked sheet. That is safe
// because the sheet blocks the inline scripts after it, Next's payload among them: a page cannot hydrate,
// and so cannot navigate on the client, before the sheet is in. Moving the link after the scripts, or loading
// it without blocking (media="print" swapped on load, a preload alone), breaks that.
test("a page hydrates only once the linked sheet is in, so no client navigation can come before it", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/styles\/site\.css/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      Object.assign(window, { sheetInAtParsed: Boolean(link?.sheet) });
    });
  });
  // Not "load", which waits for the held sheet; nor "domcontentloaded", which does too.
  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await page.evaluate(() => document.readyState)).toBe("loading");
  // The parser waits at the link: the hero is drawn, what follows it is not there yet.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await page.evaluate(() => (window as NextWindow).next?.router)).toBeUndefined();

  release();
  await page.waitForFunction(() => (window as NextWindow).next?.router !== undefined);
  expect(await page.evaluate(() => (window as unknown as { sheetInAtParsed?: boolean }).sheetInAtParsed)).toBe(true);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expectStyled(page);
});

// A busy phone's parser may yield anywhere, and Chromium draws a frame when it does: half a header, whose
// navigation then moved as the rest arrived (a layout shift of 0.014). The head's rel=expect link holds
// every frame until the parser reaches the stylesheet link after the hero. The document is sent here in two
// parts, cut in the middle of the header; the second only once the test has looked (a timer would race a
// slow host's navigation, and the rest could arrive before the look).
test("no frame is drawn before the header and the hero are parsed whole", async ({ page, baseURL }) => {
  const html = await (await page.request.get("/services/web-development")).text();
  const cut = html.indexOf("</nav>");
  expect(cut).toBeGreaterThan(0);
  let sendRest!: () => void;
  const looked = new Promise<void>((resolve) => (sendRest = resolve));
  const server = http.createServer(async (request, response) => {
    if (request.url !== "/services/web-development") {
      response.writeHead(307, { location: `${baseURL}${request.url}` }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(html.slice(0, cut));
    void looked.then(() => response.end(html.slice(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/services/web-development`, { waitUntil: "commit" });
    await page.waitForFunction(() => document.querySelector("header") !== null);
    // Time for the frames Chromium would draw for what it has.
    await page.waitForTimeout(1_000);
    const painted = () => page.evaluate(() => performance.getEntriesByType("paint").map((entry) => entry.name));
    expect(await page.evaluate(() => document.querySelector("main") === null)).toBe(true);
    expect(await painted()).toEqual([]);
    sendRest();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(painted).toContain("first-contentful-paint");
  } finally {
    sendRest();
    server.close();
  }
});
