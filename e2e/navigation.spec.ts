import { expect, test } from "@playwright/test";
import { footerColumns, mainNav, tickerWords } from "../content/navigation";

const withChildren = mainNav.filter((item) => item.children);

// The dropdowns are the desktop header's; a phone has the menu panel below instead.
test.describe("desktop navigation", { tag: "@desktop" }, () => {
  test("a dropdown opens on hover, lists its pages and closes after the pointer leaves", async ({ page }) => {
    await page.goto("/supportcenter");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of withChildren) {
      await nav.getByRole("link", { name: item.label, exact: true }).hover();
      const trigger = nav.getByRole("button", { name: `${item.label} menu` });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      for (const child of item.children ?? []) {
        await expect(panel.getByRole("link", { name: new RegExp(`^${child.label}`) })).toHaveAttribute(
          "href",
          child.href,
        );
      }
      await page.mouse.move(640, 700);
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    }
  });

  test("keyboard alone opens a dropdown, moves through it and follows a link", async ({ page }) => {
    await page.goto("/thank-you");
    const trigger = page.getByRole("button", { name: "Company menu" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /^About Us/ }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^FAQ/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/aboutus$/);
  });

  test("Get Started goes to /contact", async ({ page }) => {
    await page.goto("/supportcenter");
    await expect(page.getByRole("banner").getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

// The menu panel exists below the desktop breakpoint only.
test.describe("mobile menu", { tag: "@phone" }, () => {
  test("toggles a capped, scrolling panel with every link and closes on a choice or Escape", async ({ page }) => {
    await page.goto("/supportcenter");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const panel = page.getByRole("navigation", { name: "Mobile" });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(24 * 16 + 1);
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    for (const item of mainNav) {
      await expect(panel.locator(`a[href="${item.href}"]`).first()).toBeAttached();
    }

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "Industries" }).click();
    await expect(page).toHaveURL(/\/industries$/);
    await expect(panel).toBeHidden();
  });
});

test.describe("footer", () => {
  test("shows the ticker, the three link columns with their targets and the company contacts", async ({ page }) => {
    await page.goto("/supportcenter");
    const footer = page.getByRole("contentinfo");
    for (const word of tickerWords) await expect(footer.getByText(word, { exact: true }).first()).toBeVisible();
    for (const column of footerColumns) {
      const nav = footer.getByRole("navigation", { name: `Footer ${column.title}` });
      const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(column.links.map((link) => link.href));
    }
    await expect(footer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(footer.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:/);
    await expect(footer.locator("address")).toContainText("Indore");
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  });

  test("a footer link opens its page at the top", async ({ page }) => {
    await page.goto("/thank-you");
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Support Center" });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await footerLink.click();
    await expect(page).toHaveURL(/\/supportcenter$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
