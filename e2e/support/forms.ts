import { expect, type Page } from "@playwright/test";

/**
 * The form of that name, reached as a visitor reaches it: by scrolling down to it. The form is in the
 * page's HTML from the start; its script loads as it nears the viewport and takes it over (from then on
 * the browser's own validation bubbles give way to the script's messages, marked by novalidate).
 */
export async function scrollToForm(page: Page, name: string) {
  const form = page.getByRole("form", { name });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("novalidate", "");
  return form;
}
