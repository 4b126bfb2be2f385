import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

// Every page is held to axe in e2e/visual/pages.spec.ts, at the one load its other looks share.
test.describe("axe", () => {
  test("the open navigation has no violations", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    } else {
      await page.getByRole("button", { name: "Services menu" }).click();
      await expect(page.getByRole("button", { name: "Services menu" })).toHaveAttribute("aria-expanded", "true");
    }
    expect(await axeViolations(page)).toEqual([]);
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
