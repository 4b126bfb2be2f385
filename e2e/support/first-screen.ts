import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * The head of each page carries only the rules its first screen needs (lib/css/first-screen.inline-css);
 * the whole stylesheet is linked right after the hero (components/layout/site-stylesheet-link.tsx), and the
 * browser draws what comes before that link while the sheet is on its way. Nothing it draws may change when
 * the sheet arrives: no unstyled flash, no shift. So every element before the link that starts within the
 * first screen must have the same box and the same computed style with the sheet held back as with it.
 * When this fails, `npm run css:first-screen` brings lib/css/first-screen-classes.json up to date.
 */
const linkedSheet = 'link[rel="stylesheet"][href^="/styles/site.css"]';

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
type FirstScreen = { pageWidth: number; elements: Drawn[] };

/** Each element before the linked sheet that starts within the first screen: where it is drawn, and its whole computed style. */
function firstScreen(page: Page): Promise<FirstScreen> {
  return page.locator(linkedSheet).evaluate(async (stop) => {
    // While the parser waits at the link, document.fonts.ready waits too: wait for the faces in use instead.
    const loading = () => {
      document.body.getBoundingClientRect();
      return [...document.fonts].filter((face) => face.status === "loading");
    };
    for (let faces = loading(); faces.length; faces = loading()) {
      await Promise.all(faces.map((face) => face.loaded.catch(() => undefined)));
    }
    // Motion at rest (the hero's grid shows after a delay), as a visitor sees the screen a moment later.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const elements = [...document.body.querySelectorAll("*")].flatMap((element, index) => {
      if (!(element.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING)) return [];
      const box = element.getBoundingClientRect();
      if (box.top >= innerHeight || (!box.width && !box.height)) return [];
      // Only the part on the first screen: what runs on below it may well change when the rest is styled.
      // What holds the link (the main element) ends at the hero until the rest of the page is there.
      const bottom = element.contains(stop) ? "the rest of the page" : Math.min(box.bottom, innerHeight);
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

/** The first screen of a page loaded whole, before anything else has touched it. */
export async function firstScreenLoaded(page: Page): Promise<FirstScreen> {
  expect(await linkedSheets(page)).toBe(1);
  return firstScreen(page);
}

/** Loads `path` again in a second tab with the linked sheet held back, and compares its first screen with `loaded`. */
export async function expectFirstScreenWithoutSheet(context: BrowserContext, path: string, loaded: FirstScreen) {
  const held = await context.newPage();
  await held.route("**/styles/site.css*", () => {});
  await held.goto(path, { waitUntil: "commit" });
  await held.locator(linkedSheet).waitFor({ state: "attached" });
  const inlineOnly = await firstScreen(held);
  expect(await linkedSheets(held)).toBe(0);
  expect(await held.evaluate(() => document.readyState)).toBe("loading");

  // The hero must not widen the page: a phone would draw the first screen smaller.
  expect(inlineOnly.pageWidth).toBe(loaded.pageWidth);
  expect(inlineOnly.elements.map(({ element, box }) => `${element} ${box}`)).toEqual(
    loaded.elements.map(({ element, box }) => `${element} ${box}`),
  );
  for (const [index, { element, style }] of inlineOnly.elements.entries()) {
    const changed = Object.keys(style).filter(
      (name) => !layoutSizes.has(name) && style[name] !== loaded.elements[index]!.style[name],
    );
    expect(changed, `${element}: styles the inline rules lack`).toEqual([]);
  }
  await held.close();
}
