import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { archivePaths, notFoundPath, pagePaths, unknownPostPath } from "./support/routes";

const paths = [...pagePaths, ...archivePaths, notFoundPath, unknownPostPath];
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
}

test.describe("axe", () => {
  for (const path of paths) {
    test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test("the open navigation has no violations", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Services menu" }).click();
      await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
    }
    expect(await violations(page)).toEqual([]);
  });
});

test("every page has a skip link to the main content", async ({ page }) => {
  await page.goto("/supportcenter");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
