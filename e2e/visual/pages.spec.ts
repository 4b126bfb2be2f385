import { expect, test, type Locator, type Page } from "@playwright/test";
import { formCopy } from "../../content/forms";
import { mainNav } from "../../content/navigation";
import { axeViolations } from "../support/axe";
import { textOutsideBrandFonts } from "../support/drawn-fonts";
import { expectFirstScreenWithoutSheet, firstScreenLoaded } from "../support/first-screen";
import { scrollToForm } from "../support/forms";
import { archivePaths, lookedAtPaths, notFoundPath, unknownPostPath } from "../support/routes";
import { specForms } from "../support/spec-forms";

/**
 * Every page, looked at once per screen size: each route of the route table, the templates' detail pages,
 * a post with a code block, a table and an embed, the blog's list pages and both 404s, each loaded once and
 * held to four bars (axe, the brand's fonts, its first screen, its full-page baseline); then the open menus
 * and every form showing its field errors, in the desktop and the phone project alike.
 * Baselines sit in pages.spec.ts-snapshots/; `npm run test:visual:update` rewrites them (docs/testing.md, "Screen sizes and the visual suite").
 */

// Motion at rest: the ticker stops and the hero's grid is drawn at once under reduced motion (the site's
// own rule), and Playwright finishes any transition that is still running before each capture.
test.use({ reducedMotion: "reduce" });

/**
 * The page as a visitor sees it once everything has arrived: the web fonts in use, and every image
 * decoded, below the fold too (a full-page capture does not scroll, so lazy images would stay empty).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    // A native select keeps the text position it got at its first layout, half a pixel apart depending on
    // whether the web font had arrived by then; laid out afresh, it sits where the web font puts it.
    for (const select of document.querySelectorAll("select")) {
      select.style.display = "none";
      void select.offsetHeight;
      select.style.removeProperty("display");
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The embed's host is out of reach from the test machine: its frame is another site's error page. */
const changing = (page: Page): Locator[] => [page.locator("iframe")];

async function expectPage(page: Page, name: string, { soft = false } = {}) {
  await settle(page);
  // A long page takes two stable full-page captures in a row: seconds on a busy 2-core host, past the 10 s default.
  await (soft ? expect.soft : expect)(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: changing(page),
    timeout: 20_000,
  });
}

const screenshotName = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "__"));

const notFound = new Set([notFoundPath, unknownPostPath]);

test.describe("every page", () => {
  for (const path of [...lookedAtPaths, ...archivePaths, ...notFound]) {
    test(`${path}: no axe violation, every text in the brand's fonts, its first screen drawn whole before the linked stylesheet, and it looks as its baseline`, async ({
      page,
      context,
    }) => {
      // Four looks at one load, each a few seconds on a busy 2-core host.
      test.setTimeout(120_000);
      const response = await page.goto(path);
      expect(response?.status()).toBe(notFound.has(path) ? 404 : 200);
      // Before anything else touches the page.
      const loaded = await firstScreenLoaded(page);
      expect.soft(await axeViolations(page), "WCAG 2.2 A/AA violations").toEqual([]);
      await settle(page);
      expect.soft(await textOutsideBrandFonts(page), "text drawn in a face of the machine's").toEqual([]);
      await expectPage(page, path === notFoundPath ? "not-found" : screenshotName(path), { soft: true });
      await expectFirstScreenWithoutSheet(context, path, loaded);
    });
  }
});

/**
 * The comparison's allowance against the three changes docs/testing.md lists as caught: each, made to the web
 * development page, must fail its capture at the config's settings. `not.toHaveScreenshot` compares with the
 * committed baseline and never rewrites it, not even under --update-snapshots.
 */
test.describe("a real change fails its capture", () => {
  const path = "/services/web-development";

  test("one colour token moved by one unit", async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => {
      const token = "--color-brand-600";
      const value = getComputedStyle(document.documentElement).getPropertyValue(token).trim();
      const moved = (parseInt(value.slice(1), 16) + 1).toString(16).padStart(6, "0");
      document.documentElement.style.setProperty(token, `#${moved}`);
    });
    await settle(page);
    await expect(page).not.toHaveScreenshot(`${screenshotName(path)}.png`, { fullPage: true, mask: changing(page) });
  });

  test("4 px more padding in one section", async ({ page }) => {
    await page.goto(path);
    await page
      .getByRole("main")
      .locator("section")
      .nth(1)
      .evaluate((section) => {
        section.style.paddingTop = `${parseFloat(getComputedStyle(section).paddingTop) + 4}px`;
      });
    await settle(page);
    await expect(page).not.toHaveScreenshot(`${screenshotName(path)}.png`, { fullPage: true, mask: changing(page) });
  });

  test("a web font that fails to load", async ({ page }) => {
    await page.route("**/*.woff2", (route) => route.abort());
    await page.goto(path);
    await settle(page);
    await expect(page).not.toHaveScreenshot(`${screenshotName(path)}.png`, { fullPage: true, mask: changing(page) });
  });
});

test.describe("open menus", () => {
  // The menu button exists below the desktop breakpoint only.
  test("the phone menu, open", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot("menu-open.png");
  });

  // The header's dropdowns exist at desktop width only.
  test("a desktop dropdown, open", { tag: "@desktop" }, async ({ page }) => {
    const first = mainNav.find((item) => item.children)!;
    await page.goto("/");
    const trigger = page.getByRole("button", { name: `${first.label} menu` });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await settle(page);
    await expect(page).toHaveScreenshot("dropdown-open.png");
  });
});

test.describe("forms with their field errors", () => {
  // Each form on its page (spec section 2), sent empty so every required field shows its message.
  for (const { kind, page: path } of specForms) {
    test(`the ${kind} form, sent empty`, async ({ page }) => {
      const copy = formCopy[kind];
      await page.goto(path);
      const form = await scrollToForm(page, copy.name);
      await form.getByRole("button", { name: copy.submitLabel }).click();
      // Every form asks for a name first.
      await expect(form.getByRole("textbox").first()).toHaveAttribute("aria-invalid", "true");
      await settle(page);
      // A form with its messages is taller than a phone's screen: the window grows to hold it below the
      // sticky header, so the capture shows all of it and none of the header over it.
      const { width, height } = page.viewportSize()!;
      const box = (await form.boundingBox())!;
      await page.setViewportSize({ width, height: Math.max(height, Math.ceil(box.height) + 200) });
      await form.evaluate((element) =>
        window.scrollBy({ top: element.getBoundingClientRect().top - 120, behavior: "instant" }),
      );
      await expect(form).toHaveScreenshot(`form-${kind}-errors.png`);
    });
  }
});
