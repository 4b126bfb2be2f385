import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { notFoundPath, pagePaths, unknownPostPath } from "./support/routes";

const paths = [...pagePaths, notFoundPath, unknownPostPath];
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of paths) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("the open navigation has no violations", async ({ page }) => {
      await page.goto("/");
      if (viewport.name === "mobile") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      } else {
        await page.getByRole("button", { name: "Services menu" }).click();
        await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
      }
      expect(await violations(page)).toEqual([]);
    });
  });
}

test("every page has a skip link to the main content", async ({ page }) => {
  await page.goto("/supportcenter");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
