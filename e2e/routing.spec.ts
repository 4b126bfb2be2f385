import { expect, test } from "@playwright/test";
import { aliasEntries } from "./support/routes";

// @desktop: which page a path shows, and under which URL and canonical, is the server's answer at any size.
test.describe("route aliases", { tag: "@desktop" }, () => {
  for (const [alias, target] of aliasEntries) {
    test(`${alias} shows ${target} under its own URL with the target's canonical`, async ({ page }) => {
      await page.goto(target);
      const targetHeading = await page.getByRole("heading", { level: 1 }).textContent();

      const response = await page.goto(alias);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(targetHeading ?? "");
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "", page.url()).pathname).toBe(target);
    });
  }
});

test.describe("letter case", () => {
  for (const [typed, spelled] of [
    ["/web-design", "/Web-design"],
    ["/ios-app-development", "/iOS-app-development"],
    ["/SupportCenter", "/supportcenter"],
  ] as const) {
    test(`${typed} answers 308 to ${spelled}`, { tag: "@http" }, async ({ request }) => {
      const response = await request.get(`${typed}?from=test`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toBe(`${spelled}?from=test`);
    });
  }
});

test.describe("unknown paths", () => {
  // @desktop: the status, the cache header and the page's links are the server's answer at any size; the
  // not-found page's look at both sizes is in e2e/visual/pages.spec.ts.
  for (const path of ["/no-such-page", "/services/quantum-teleportation", "/portfolio/case-studies/nope"]) {
    test(
      `${path} answers 404 with the not-found page and no long-lived cache`,
      { tag: "@desktop" },
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        expect(response?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage=\d{4,}/);
        await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
        for (const [name, href] of [
          ["Home", "/"],
          ["Contact", "/contact"],
          ["Services", "/services"],
          ["Portfolio", "/portfolio"],
          ["About Us", "/aboutus"],
          ["FAQ", "/faq"],
        ] as const) {
          await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
            "href",
            href,
          );
        }
      },
    );
  }

  test("Go Back returns to the page the visitor came from", async ({ page }) => {
    await page.goto("/supportcenter");
    await page.goto("/definitely-missing");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/supportcenter$/);
    await expect(page.getByRole("heading", { level: 1, name: "How can we help?" })).toBeVisible();
  });
});

test.describe("system pages", () => {
  test("/thank-you is noindex, promises a reply within 24 hours and links onwards", async ({ page }) => {
    await page.goto("/thank-you");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText(/within 24 hours/).first()).toBeVisible();
    const main = page.getByRole("main");
    for (const href of ["/", "/contact", "/portfolio", "/services", "/blog"]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("/supportcenter shows the four support channels and two FAQ entries", async ({ page }) => {
    await page.goto("/supportcenter");
    for (const name of ["Knowledge Base", "Email Support", "Call Support", "Live Chat"]) {
      await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "How do I contact support?" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Where can I find tutorials?" })).toBeVisible();
  });
});
