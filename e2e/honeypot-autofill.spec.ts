import { expect, test } from "@playwright/test";
import { HONEYPOT_FIELD } from "../lib/forms/honeypot";

/**
 * A real visitor whose browser fills the form for them must not fill the field only bots see: Chromium's
 * own autofill (DevTools protocol Autofill.trigger) of a full address profile, anchored on the name field.
 */
const profile = [
  ["NAME_FULL", "Riya Sharma"],
  ["NAME_FIRST", "Riya"],
  ["NAME_LAST", "Sharma"],
  ["EMAIL_ADDRESS", "riya@example.in"],
  ["PHONE_HOME_WHOLE_NUMBER", "+919876543210"],
  ["COMPANY_NAME", "Sharma Textiles"],
  ["ADDRESS_HOME_LINE1", "12 MG Road"],
  ["ADDRESS_HOME_CITY", "Indore"],
  ["ADDRESS_HOME_STATE", "Madhya Pradesh"],
  ["ADDRESS_HOME_ZIP", "452001"],
  ["ADDRESS_HOME_COUNTRY", "IN"],
].map(([name, value]) => ({ name: name!, value: value! }));

test("Chromium's autofill of a full address profile fills the contact form and leaves its hidden field empty", async ({
  page,
}) => {
  await page.goto("/contact");
  const name = page.getByLabel(/^Full name/);
  await name.focus();
  const devtools = await page.context().newCDPSession(page);
  const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await devtools.send("DOM.querySelector", {
    nodeId: root.nodeId,
    selector: "#contact-form input[name=name]",
  });
  const { node } = await devtools.send("DOM.describeNode", { nodeId });
  await devtools.send("Autofill.trigger", { fieldId: node.backendNodeId, address: { fields: profile } });
  // Autofill ran: the visible fields took the profile.
  await expect(name).toHaveValue("Riya Sharma");
  await expect(page.getByLabel(/^Email/)).toHaveValue("riya@example.in");
  const hidden = page.locator(`#contact-form input[name="${HONEYPOT_FIELD}"]`);
  await expect(hidden).toHaveCount(1);
  await expect(hidden).toHaveValue("");
});
