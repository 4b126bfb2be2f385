import { expect, test } from "@playwright/test";

// The seeded WordPress (e2e/wordpress/seed.php) holds a hostile post; only the WordPress suite runs this.
test("post HTML from WordPress is rendered without scripts, handlers, javascript: links or unknown iframes", async ({
  page,
}) => {
  await page.goto("/blog/embedding-a-demo-safely");
  const body = page.locator(".post-body");
  await expect(body.getByText("Our demo video is below.")).toBeVisible();
  expect(await body.locator("script, iframe, [onerror]").count()).toBe(0);
  expect(await body.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
