import { expect, test, type CDPSession, type Locator, type Page } from "@playwright/test";
import { homeHero } from "../content/home";
import { menuLabels } from "../content/menu-labels";
import { webDevelopment } from "../content/service-pages/web-development";
import { fontLabel, fontsOfNode } from "./support/drawn-fonts";

// A first visit on a slow phone gets the brand fonts, and nothing moves when they arrive (issue 34). What is
// checked is the font Chromium really drew each element's text with (CSS.getPlatformFontsForNode), not
// document.fonts, which reports a face "loaded" that the page may never have swapped in.
// Each test has a fresh browser context, so nothing is cached: this is the first visit.

const pages = [
  // The home hero's heading is set in Inter on purpose (font-sans in components/home/hero.tsx).
  { path: "/", h1: "Inter", paragraph: homeHero.lead },
  { path: webDevelopment.path, h1: "Space Grotesk", paragraph: webDevelopment.lead },
];

/** The brand family alone, as the font file names it (with its default instance's style, if any). */
const drawnIn = (family: string) => [expect.stringMatching(new RegExp(`^${family}( [A-Z][a-z]+)?$`))];

/** Lighthouse's slow 4G and mid-range phone, applied for real. */
async function throttle(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.enable");
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return devtools;
}

/**
 * The fonts Chromium drew the text of `locator`'s element with, its descendants' text included, by glyphs
 * drawn, most first: the family name in the font file ("Space Grotesk Light" for our cut of Space Grotesk,
 * named after its default instance), with " (installed)" for a font of the machine (through a fallback face or not).
 */
async function renderedFonts(devtools: CDPSession, locator: Locator, probe: string) {
  // getPlatformFontsForNode reads an element's own text nodes: mark every element under this one that has some.
  await locator.evaluate((element, mark) => {
    const owners = [element, ...element.querySelectorAll("*")].filter((candidate) =>
      [...candidate.childNodes].some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()),
    );
    for (const owner of owners) owner.setAttribute("data-font-probe", mark);
  }, probe);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await devtools.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: `[data-font-probe="${probe}"]`,
  });
  expect(nodeIds.length).toBeGreaterThan(0);
  const glyphs = new Map<string, number>();
  for (const nodeId of nodeIds) {
    for (const font of await fontsOfNode(devtools, nodeId)) {
      glyphs.set(fontLabel(font), (glyphs.get(fontLabel(font)) ?? 0) + font.glyphCount);
    }
  }
  return [...glyphs].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** Every layout shift of the page so far (buffered), summed: stricter than CLS's worst window. */
async function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // Buffered entries arrive in a task of their own: give them two frames and a task.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve(total);
            }),
          ),
        );
      }),
  );
}

for (const { path, h1, paragraph } of pages) {
  test(`${path}: a first visit on a throttled phone draws the brand fonts and nothing shifts`, async ({ page }) => {
    test.setTimeout(90_000);
    const devtools = await throttle(page);
    await page.goto(path, { waitUntil: "load", timeout: 60_000 });
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Let a swap that the last font triggered lay out and paint.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

    expect(await layoutShift(page), "layout shift up to load and the fonts").toBeLessThanOrEqual(0.01);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    expect(await renderedFonts(devtools, heading, "h1"), "the h1's font").toEqual(drawnIn(h1));

    const lead = page.getByRole("main").getByText(paragraph, { exact: true });
    await expect(lead).toBeVisible();
    expect(await renderedFonts(devtools, lead, "paragraph"), "a paragraph's font").toEqual(drawnIn("Inter"));

    // The main navigation on a wide screen; on a phone the same links sit behind the menu button.
    const desktopNav = page.getByRole("navigation", { name: menuLabels.desktopNav });
    let nav = desktopNav;
    if (!(await desktopNav.isVisible())) {
      await page.getByRole("button", { name: menuLabels.open }).click();
      nav = page.getByRole("navigation", { name: menuLabels.mobileNav });
    }
    const link = nav.getByRole("link", { name: "Home", exact: true });
    await expect(link).toBeVisible();
    expect(await renderedFonts(devtools, link, "nav"), "a navigation link's font").toEqual(drawnIn("Inter"));
  });
}
