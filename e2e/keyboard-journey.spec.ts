import { expect, test, type Locator, type Page } from "@playwright/test";

/** Presses Tab until the target has focus, failing if it is not reachable within `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reachable by Tab: ${target}`);
}

/** The focused element shows a focus ring: an outline or a box-shadow ring. */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== "none" && parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== "none",
    };
  });
  expect(style.outline || style.ring, "focused element shows a focus indicator").toBe(true);
}

// The header's dropdown menus exist at desktop width only; the phone's keyboard journey is the next test.
test(
  "desktop: keyboard alone reaches and operates the menus, the portfolio filter, the carousel, an FAQ item and a form",
  {
    tag: "@desktop",
  },
  async ({ page }) => {
    // Two pages and well over a hundred Tab presses, each checked in the page: 37 s in CI beside another worker.
    test.slow();
    await page.goto("/");

    const skip = page.getByRole("link", { name: "Skip to main content" });
    await tabTo(page, skip, 3);
    await expectVisibleFocus(page);

    const services = page.getByRole("button", { name: "Services menu" });
    await tabTo(page, services);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link").filter({ hasText: "Web Development" }).first(),
    ).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    const filters = page.getByRole("group", { name: "Filter projects by category" });
    const second = filters.getByRole("button").nth(1);
    await tabTo(page, second);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(second).toHaveAttribute("aria-pressed", "true");
    await expect(filters.getByRole("button").first()).toHaveAttribute("aria-pressed", "false");

    const carousel = page.getByRole("region", { name: "Client testimonials" });
    const next = carousel.getByRole("button", { name: "Next testimonial" });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: /^Show testimonial 2:/ })).toHaveAttribute(
      "aria-current",
      "true",
    );

    await page.goto("/faq");
    const question = page.getByRole("main").getByRole("button", { expanded: false }).first();
    await tabTo(page, question);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main").getByRole("button", { expanded: true }).first()).toBeFocused();

    const name = page.getByLabel(/^Name/).last();
    await tabTo(page, name);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: /^Name/ }).last()).toHaveAttribute("aria-invalid", "true");
  },
);

// The menu button exists below the desktop breakpoint only.
test(
  "mobile: keyboard alone opens the menu, follows a link, and the menu closes",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    const link = menu.getByRole("link", { name: "Industries" });
    await tabTo(page, link, 30);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/industries$/);
    await expect(menu).toBeHidden();
  },
);
