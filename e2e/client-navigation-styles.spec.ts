import { expect, test, type Page } from "@playwright/test";
import { archivePaths, lookedAtPaths } from "./support/routes";

/**
 * Issue 43: a page reached from the home page by a client navigation (Next's router, same document, no
 * reload) is styled exactly as the same page loaded directly. A page that arrives as an RSC payload gets no
 * HTML of its own and relies on the CSS the home page's document already holds, so a rule that only the
 * page's own HTML carries is missing there and nowhere else. The comparison is of computed styles, not of
 * stylesheets, so it holds however the CSS is split between inline and linked.
 */

// Motion at rest, as in the visual suite: the site's reduced-motion rule ends animations and transitions at
// once, so no property has to be left out of the fingerprint for moving with the clock.
test.use({ reducedMotion: "reduce" });

const paths = [...lookedAtPaths.filter((path) => path !== "/"), ...archivePaths];

/**
 * Each element's computed values travel as one string: as an array per element, handing them over from the
 * page took five to eight times as long as computing them.
 */
type Fingerprint = {
  fontFaces: string[];
  elements: { at: string; classes: string; styles: string }[];
};

const separator = "\n";

type NextWindow = Window & { next?: { router?: { push(href: string): void } }; sameDocument?: true };

/**
 * Every longhand the site's CSS declares anywhere, read from the directly loaded page: a missing rule changes
 * at least one of them on an element it matches, unless another rule wins with the same property at this
 * viewport or the rule is for a state the page is not in (hover, focus).
 */
function declaredProperties(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const names = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) for (const name of rule.style) names.add(name);
        if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    // Custom properties only carry values into real ones, which are compared themselves.
    return [...names].filter((name) => !name.startsWith("--")).sort();
  });
}

/**
 * The page at rest, as a screenshot with animations disabled sees it: finite animations run to their end
 * (the dark heroes' grid shows 0.4 s after it is inserted, whenever that was), infinite ones are cancelled.
 * Nothing is under the pointer or focused either: the click that brought the page leaves both behind, and
 * a hovered link is coloured by its hover rule.
 */
async function settle(page: Page) {
  await page.mouse.move(-1, -1);
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
    await document.fonts.ready;
  });
}

/**
 * The computed values of the given properties for the root and each rendered element of the body in document
 * order, with the pseudo-elements the site styles where an element has them, and the font faces the document
 * declares (a missing @font-face changes no computed value, only the face the text is drawn in).
 */
function fingerprint(page: Page, properties: string[]): Promise<Fingerprint> {
  return page.evaluate(
    ([properties, separator]) => {
      const unrendered = "script, style, link, template, noscript, next-route-announcer";
      const pseudoElements: [string, (element: Element, style: CSSStyleDeclaration) => boolean][] = [
        ["::before", (element) => getComputedStyle(element, "::before").content !== "none"],
        ["::after", (element) => getComputedStyle(element, "::after").content !== "none"],
        ["::marker", (_, style) => style.display.includes("list-item")],
        ["::placeholder", (element) => element.hasAttribute("placeholder")],
        ["::file-selector-button", (element) => element.matches("input[type=file]")],
      ];
      const at = (element: Element) => {
        if (element === document.documentElement) return "html";
        const steps: string[] = [];
        for (let step: Element = element; step !== document.body && step.parentElement; step = step.parentElement) {
          steps.unshift(`${step.localName}:nth-child(${[...step.parentElement.children].indexOf(step) + 1})`);
        }
        return ["body", ...steps].join(" > ");
      };
      const elements: Fingerprint["elements"] = [];
      const record = (element: Element, pseudo: string, style: CSSStyleDeclaration) => {
        const styles = properties.map((name) => style.getPropertyValue(name)).join(separator);
        elements.push({ at: `${at(element)}${pseudo}`, classes: element.getAttribute("class") ?? "", styles });
      };
      for (const element of [document.documentElement, document.body, ...document.body.querySelectorAll("*")]) {
        if (element.closest(unrendered)) continue;
        const style = getComputedStyle(element);
        record(element, "", style);
        for (const [pseudo, drawn] of pseudoElements) {
          if (drawn(element, style)) record(element, pseudo, getComputedStyle(element, pseudo));
        }
      }
      const fontFaces = [...document.fonts].map((face) =>
        [face.family, face.style, face.weight, face.stretch, face.unicodeRange].join(" "),
      );
      return { fontFaces: [...new Set(fontFaces)].sort(), elements };
    },
    [properties, separator] as const,
  );
}

/**
 * Sizes and auto margins are resolved from the layout, so a rule that is missing on one element changes them
 * on its ancestors too, which come first in document order: another property's difference points at the
 * element the rule matched.
 */
const laidOut = /^(width|height|top|right|bottom|left|inset-.+|margin-.+)$/;

/** Where the client-navigated page parts from the directly loaded one, or undefined if nowhere. */
function firstDifference(properties: string[], direct: Fingerprint, client: Fingerprint): string | undefined {
  const missingFaces = direct.fontFaces.filter((face) => !client.fontFaces.includes(face));
  if (missingFaces.length) return `font faces missing after the client navigation: ${missingFaces.join(", ")}`;
  let first: string | undefined;
  for (let index = 0; index < Math.max(direct.elements.length, client.elements.length); index += 1) {
    const expected = direct.elements[index];
    const actual = client.elements[index];
    if (expected?.at !== actual?.at) {
      return `element ${index} is ${expected?.at ?? "(none)"} on a direct load, ${actual?.at ?? "(none)"} after the client navigation`;
    }
    if (expected!.styles === actual!.styles) continue;
    const [directValues, clientValues] = [expected!.styles.split(separator), actual!.styles.split(separator)];
    const differing = properties.filter((_, at) => directValues[at] !== clientValues[at]);
    const describe = (property: string) => {
      const at = properties.indexOf(property);
      return (
        `${expected!.at} (class="${expected!.classes}"): ${property} is ${JSON.stringify(directValues[at])} ` +
        `on a direct load, ${JSON.stringify(clientValues[at])} after the client navigation`
      );
    };
    first ??= describe(differing[0]!);
    const own = differing.find((property) => !laidOut.test(property));
    if (own) return describe(own);
  }
  return first;
}

/**
 * A form's script arrives when the form nears the viewport or is touched, and adds its notices' region; when
 * the form nears depends on the layout while the fonts arrive. It is brought in before either look, so both
 * pages hold the same elements.
 */
async function takeOverForms(page: Page) {
  for (const form of await page.locator('form[method="post"]').all()) {
    await form.dispatchEvent("focusin");
    await expect(form).toHaveAttribute("novalidate", "");
  }
}

/**
 * A click on a link to the path in the home page's content or footer (the header's links open their menus
 * on hover and leave them open under the pointer); for a page the home page does not link to, Next's
 * router, which every <Link> click goes through.
 */
async function navigateFromHome(page: Page, path: string) {
  const link = page
    .getByRole("main")
    .or(page.getByRole("contentinfo"))
    .getByRole("link")
    .and(page.locator(`[href="${path}"]`))
    .filter({ visible: true })
    .first();
  if (await link.count()) {
    test
      .info()
      .annotations.push({ type: "reached by", description: `a click on "${(await link.textContent())?.trim()}"` });
    await link.click();
    return;
  }
  test.info().annotations.push({ type: "reached by", description: "window.next.router.push" });
  const pushed = await page.evaluate((path) => {
    const router = (window as NextWindow).next?.router;
    router?.push(path);
    return router !== undefined;
  }, path);
  expect(pushed, "window.next.router is there to navigate with").toBe(true);
}

// @desktop: what a client navigation brings (the stylesheet link, the payload) is the same at every size.
for (const path of paths) {
  test(
    `${path}, reached from the home page by a client navigation, is styled as on a direct load`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      const heading = page.getByRole("heading", { level: 1 });
      const title = (await heading.textContent()) ?? "";
      await takeOverForms(page);
      await settle(page);
      const properties = await declaredProperties(page);
      const direct = await fingerprint(page, properties);

      await page.goto("/");
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await navigateFromHome(page, path);
      await expect(page).toHaveURL(path);
      await expect(heading).toHaveText(title);
      expect(await page.evaluate(() => (window as NextWindow).sameDocument), "the home page's document").toBe(true);
      await takeOverForms(page);

      // Parts of the page may still be streaming in or loading their scripts after its heading shows.
      await expect
        .poll(async () => {
          await settle(page);
          return firstDifference(properties, direct, await fingerprint(page, properties));
        })
        .toBeUndefined();
    },
  );
}
