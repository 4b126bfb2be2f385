import { expect, test } from "@playwright/test";
import { canonicalPaths, detailPaths } from "./support/routes";

const expected = {
  "strict-transport-security": /max-age=\d{7,}/,
  "x-content-type-options": /^nosniff$/,
  "referrer-policy": /strict-origin-when-cross-origin/,
  "permissions-policy": /camera=\(\)/,
};

for (const path of ["/", "/supportcenter", ...detailPaths, "/api/posts", "/no-such-page", "/robots.txt"]) {
  test(`${path} carries the security headers`, { tag: "@http" }, async ({ request }) => {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/img-src 'self' data:/);
    expect(csp).not.toContain("unsafe-eval");
    for (const [name, pattern] of Object.entries(expected)) expect(headers[name], name).toMatch(pattern);
    // Left out on purpose: it costs a phone's first paint a fresh renderer process (lib/security-headers.mjs).
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  });
}

test("no page logs a Content-Security-Policy violation", async ({ page }) => {
  // Loads every route in turn: 36.8 s in CI beside another worker.
  test.slow();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of [...canonicalPaths, ...detailPaths, "/no-such-page"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
  }
  expect(violations).toEqual([]);
});
