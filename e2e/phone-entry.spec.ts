import { expect, test, type Locator } from "@playwright/test";
import { formCopy } from "../content/forms";
import type { FormKind } from "../lib/forms/schemas";
import { fillForm } from "./support/fill-form";
import { storedByEmail, uniqueEmail } from "./support/submissions";

// Issue 25: a number pasted or autofilled with its usual separators keeps every digit, with or
// without scripts. Both literals are the issue's own.
const FORMATTED = "+91 (98) 765-43210";
const STORED = "919876543210";

const kindsWithPhone = (Object.keys(formCopy) as FormKind[]).filter((kind) =>
  formCopy[kind].fields.some((field) => field.name === "phone"),
);

/** A paste or an IME commit: text inserted through the browser's editing, where a maxlength applies. */
async function paste(phone: Locator) {
  await phone.focus();
  await phone.page().keyboard.insertText(FORMATTED);
}

/** What the browser's autofill does: it sets the value and fires input and change. */
async function autofill(phone: Locator) {
  await phone.evaluate((input: HTMLInputElement, value) => {
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, FORMATTED);
}

// @phone: what reaches the field is the same at any size; most visitors type their number on a phone.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`phone numbers ${javaScriptEnabled ? "with" : "without"} JavaScript`, { tag: "@phone" }, () => {
    test.use({ javaScriptEnabled });

    for (const kind of kindsWithPhone) {
      const copy = formCopy[kind];
      // Both ways into one field, then one send: the server sees only the field's final value, the same either way.
      test(`${FORMATTED} pasted or autofilled into the ${kind} form on ${copy.page} is stored as ${STORED}`, async ({
        page,
      }) => {
        const email = uniqueEmail(`phone-${kind}-${javaScriptEnabled ? "js" : "nojs"}`);
        await page.goto(copy.page);
        const form = page.getByRole("form", { name: copy.name });
        await fillForm(form, kind, email);
        // Filling the form brings the enhancement; the number then arrives in the enhanced field.
        if (javaScriptEnabled) await expect(form).toHaveAttribute("novalidate", "");
        const phone = form.getByLabel(/^Phone/);
        for (const enter of [paste, autofill]) {
          await phone.clear();
          await enter(phone);
          // With scripts the field keeps the digits as they arrive; without, it keeps what was entered.
          await expect(phone).toHaveValue(javaScriptEnabled ? STORED : FORMATTED);
        }
        await form.getByRole("button", { name: copy.submitLabel }).click();
        // Without scripts no challenge is solved: the post is kept, held.
        await expect.poll(() => storedByEmail(email, javaScriptEnabled ? "" : "held")?.fields.phone).toBe(STORED);
      });
    }
  });
}
