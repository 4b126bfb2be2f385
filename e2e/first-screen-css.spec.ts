import { expect, test, type Page } from "@playwright/test";
import { archivePaths, lookedAtPaths, notFoundPath } from "./support/routes";

/**
 * The head of each page carries only the rules its first screen needs (lib/css/first-screen.inline-css);
 * the whole stylesheet is linked at the end of the body and arrives after the first paint. Nothing the
 * first screen shows may change when it arrives: no unstyled flash, no shift. So every element of each
 * page's first screen must have the same box and the same computed style with the linked stylesheet
 * refused as with it. When this fails, `npm run css:first-screen` brings lib/css/first-screen-classes.json
 * up to date.
 */
test.use({ reducedMotion: "reduce" });

const paths = [...lookedAtPaths, ...archivePaths, notFoundPath];

// Computed values that are the laid-out size (checked by the boxes above the fold), not a rule's.
const layoutSizes = new Set([
  "height",
  "block-size",
  "width",
  "inline-size",
  "grid-template-rows",
  "transform-origin",
  "perspective-origin",
]);

type Drawn = { element: string; box: string; style: Record<string, string> };

/** Each element that starts within the first screen: where it is drawn, and its whole computed style. */
async function firstScreen(page: Page, path: string): Promise<{ pageWidth: number; elements: Drawn[] }> {
  await page.goto(path);
  return page.evaluate(async () => {
    await document.fonts.ready;
    // Motion at rest (the hero's grid shows after a delay), as a visitor sees the screen a moment later.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const elements = [...document.body.querySelectorAll("*")].flatMap((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.top >= innerHeight || (!box.width && !box.height)) return [];
      // Only the part on the first screen: what runs on below it may well change when the rest is styled.
      const bottom = Math.min(box.bottom, innerHeight);
      const computed = getComputedStyle(element);
      const style = Object.fromEntries([...computed].map((name) => [name, computed.getPropertyValue(name)]));
      const name = `${element.tagName.toLowerCase()}#${index}.${[...element.classList].join(".")}`;
      return [{ element: name, box: `${box.x},${box.y} ${box.width} wide, to ${bottom}`, style }];
    });
    return { pageWidth: document.documentElement.scrollWidth, elements };
  });
}

const linkedSheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes("/styles/site.css")).length);

for (const path of paths) {
  test(`${path}: the first screen is drawn whole before the linked stylesheet arrives`, async ({ page }) => {
    const linked = await firstScreen(page, path);
    expect(await linkedSheets(page)).toBe(1);
    await page.route("**/styles/site.css*", (route) => route.abort());
    const inlineOnly = await firstScreen(page, path);
    expect(await linkedSheets(page)).toBe(0);

    // Unstyled content below the fold must not widen the page: a phone would draw the first screen smaller.
    expect(inlineOnly.pageWidth).toBe(linked.pageWidth);
    expect(inlineOnly.elements.map(({ element, box }) => `${element} ${box}`)).toEqual(
      linked.elements.map(({ element, box }) => `${element} ${box}`),
    );
    for (const [index, { element, style }] of inlineOnly.elements.entries()) {
      const changed = Object.keys(style).filter(
        (name) => !layoutSizes.has(name) && style[name] !== linked.elements[index]!.style[name],
      );
      expect(changed, `${element}: styles the inline rules lack`).toEqual([]);
    }
  });
}
