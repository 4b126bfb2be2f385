import { expect, type Page } from "@playwright/test";

/**
 * The form of that name, reached as a visitor reaches it: by scrolling down the page. Forms load their code
 * as they near the viewport, so they are not in the page until then.
 */
export async function scrollToForm(page: Page, name: string) {
  const form = page.getByRole("form", { name });
  for (let step = 0; step < 80 && (await form.count()) === 0; step++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await expect(form).toBeVisible();
  return form;
}
