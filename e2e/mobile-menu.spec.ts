import { expect, test, type Page } from "@playwright/test";

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).tap();
  const panel = page.getByRole("navigation", { name: "Mobile" });
  await expect(panel).toBeVisible();
  return panel;
}

async function expectClosedWithFocusOnContent(page: Page) {
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("main")).toBeFocused();
}

// A phone as a new visitor holds it (the phone project: 390x844, touch), tapping rather than clicking;
// the menu panel does not exist at desktop width.
test.describe("the phone menu", { tag: "@phone" }, () => {
  test("tapping Careers opens /careers at the top with the menu closed and focus on the page's content", async ({
    page,
  }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Careers" }).tap();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectClosedWithFocusOnContent(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("tapping the link of the page already shown closes the menu too", async ({ page }) => {
    await page.goto("/careers");
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Careers" }).tap();
    await expect(page).toHaveURL(/\/careers$/);
    await expectClosedWithFocusOnContent(page);
  });

  test("tapping Get Started in the menu closes it on /contact", async ({ page }) => {
    await page.goto("/industries");
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Get Started" }).tap();
    await expect(page).toHaveURL(/\/contact$/);
    await expectClosedWithFocusOnContent(page);
  });
});
