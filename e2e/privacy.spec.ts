import { expect, test, type Page } from "@playwright/test";
import { formCopy } from "../content/forms";
import { consentCopy, formNotice, privacyPage, retentionMonths } from "../content/privacy";
import { site } from "../content/site";
import { validationMessages } from "../content/validation-messages";
import { fillForm } from "./support/fill-form";
import { scrollToForm } from "./support/forms";
import { specForms } from "./support/spec-forms";
import { storedByEmail, uniqueEmail } from "./support/submissions";

// Issue 53: a notice at every form, the resume kept only by consent, and nothing kept from an applicant
// who has not confirmed being 18 or older. /privacy's axe, fonts and look are in e2e/visual/pages.spec.ts.

/** A pattern that matches the text as written, from its start when `start` is set. */
const literally = (text: string, start = false) =>
  new RegExp(`${start ? "^" : ""}${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** Counts the posts a page sends, so a test can say nothing left the browser. */
function countPosts(page: Page) {
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && posts++));
  return () => posts;
}

test("/privacy answers 200 with its sections in heading order, a part per form and the retention periods", async ({
  page,
}) => {
  const response = await page.goto("/privacy");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.hero.title);
  const levels = await page
    .getByRole("main")
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  for (const [index, level] of levels.entries()) expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
  for (const item of privacyPage.forms.items)
    await expect(page.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
  for (const months of Object.values(retentionMonths))
    await expect(page.locator("#retention").getByText(`${months} months`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: site.grievanceOfficer.email })).toHaveAttribute(
    "href",
    `mailto:${site.grievanceOfficer.email}`,
  );
});

test("the footer's Privacy Policy leads to /privacy; the other legal names stay placeholders", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Cookie Policy" })).toHaveCount(0);
  await footer.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyPage.hero.title);
});

// @desktop: the notice is the same markup at any size; the forms' look at both sizes is in the visual sweep.
test.describe("every form", { tag: "@desktop" }, () => {
  for (const { kind, page: path } of specForms) {
    test(`the ${kind} form on ${path} links to the privacy notice under its submit button`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole("form", { name: formCopy[kind].name });
      const notice = form.getByText(formNotice.before.trim());
      await expect(notice).toBeVisible();
      await expect(notice.getByRole("link", { name: formNotice.link })).toHaveAttribute("href", "/privacy");
      const below = async (locator: typeof notice) => (await locator.boundingBox())!.y;
      expect(await below(notice)).toBeGreaterThan(
        await below(form.getByRole("button", { name: formCopy[kind].submitLabel })),
      );
    });
  }
});

test("the resume is kept for other openings only when its box is ticked, and it is served unticked", async ({
  page,
}) => {
  await page.goto("/careers");
  const form = await scrollToForm(page, formCopy.career.name);
  const keep = form.getByRole("checkbox", { name: literally(consentCopy.keepResume.label, true) });
  await expect(keep).not.toBeChecked();
  const email = uniqueEmail("keep-resume");
  await fillForm(form, "career", email);
  await keep.focus();
  await page.keyboard.press("Space");
  await expect(keep).toBeChecked();
  await form.getByRole("button", { name: formCopy.career.submitLabel }).click();
  await expect.poll(() => storedByEmail(email)?.fields.keepResume).toBe("yes");
  await expect(keep).not.toBeChecked();
});

test.describe("the 18-or-older confirmation", () => {
  test("with scripts: an unticked box is refused at the box and nothing is sent", async ({ page }) => {
    const posts = countPosts(page);
    await page.goto("/training");
    const form = await scrollToForm(page, formCopy.training.name);
    const email = uniqueEmail("under-18-js");
    await fillForm(form, "training", email, { adult: "" });
    const adult = form.getByRole("checkbox", { name: literally(consentCopy.adult.label, true) });
    await expect(adult).toHaveAccessibleDescription(literally(consentCopy.adult.hint));
    await form.getByRole("button", { name: formCopy.training.submitLabel }).click();
    await expect(adult).toHaveAttribute("aria-invalid", "true");
    await expect(adult).toHaveAccessibleDescription(literally(validationMessages.adultMissing));
    await expect(form.getByRole("alert")).toHaveText("Please correct the highlighted field below.");
    expect(posts()).toBe(0);
    expect(storedByEmail(email)).toBeUndefined();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // @desktop: the browser's own check of a required box is the same at any size.
    test("the browser refuses an unticked box before anything is posted", { tag: "@desktop" }, async ({ page }) => {
      const posts = countPosts(page);
      await page.goto("/internship");
      const form = page.getByRole("form", { name: formCopy.internship.name });
      const email = uniqueEmail("under-18-nojs");
      await fillForm(form, "internship", email, { adult: "" });
      await form.getByRole("button", { name: formCopy.internship.submitLabel }).click();
      await expect(page).toHaveURL(/\/internship$/);
      const adult = form.getByRole("checkbox", { name: literally(consentCopy.adult.label, true) });
      expect(await adult.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
      expect(posts()).toBe(0);
      expect(storedByEmail(email)).toBeUndefined();
    });
  });
});
