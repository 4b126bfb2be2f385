import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { widePostPath as widePost } from "../support/routes";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

test.describe("wide post content", () => {
  test("has no WCAG A/AA violations, scrollable-region-focusable included", async ({ page }) => {
    await page.goto(widePost);
    // The embed's host is not reachable from the test machine; its frame is someone else's page anyway.
    const results = await new AxeBuilder({ page }).withTags(tags).exclude("iframe").analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });

  test("the code block and the table are named regions the keyboard reaches, shows focus on and scrolls", async ({
    page,
  }) => {
    await page.goto(widePost);
    const code = page.getByRole("region", { name: "Code example" });
    const table = page.getByRole("region", { name: /^Table: Findings from our last twelve cost reviews/ });
    for (const region of [code, table]) {
      await expect(region).toHaveAttribute("tabindex", "0");
      await region.focus();
      await expect(region).toBeFocused();
      await expect(region).toHaveCSS("outline-style", "solid");
    }
    // The code line is longer than the column at both widths: the arrow keys scroll its region.
    await code.focus();
    const overflow = await code.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    // A key pressed while the phone's page is still settling can be taken by the page's own scroller, so
    // the arrow is pressed again until the region answers, each time from the region itself.
    await expect(async () => {
      await expect(code).toBeFocused();
      await page.keyboard.press("ArrowRight");
      expect(await code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
  });

  test("the embed fits the column, so the page itself never scrolls sideways", async ({ page }) => {
    await page.goto(widePost);
    const frame = page.locator(".post-body iframe");
    await expect(frame).toHaveAttribute("title", "Walkthrough of the cost review dashboard");
    const { frameWidth, columnWidth } = await frame.evaluate((element) => ({
      frameWidth: element.getBoundingClientRect().width,
      columnWidth: element.closest(".post-body")!.getBoundingClientRect().width,
    }));
    expect(frameWidth).toBeLessThanOrEqual(columnWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});
