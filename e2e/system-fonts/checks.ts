import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../../tools/kit/browser.ts";
import { fontLabel, fontsOfNode, textOutsideBrandFonts } from "../support/drawn-fonts";
import { formCopy } from "../../content/forms";
import { scrollToForm } from "../support/forms";
import { specForms } from "../support/spec-forms";
import { browserEnv, fullVariantFaces, type FontVariant } from "../support/system-fonts";

// One look on every machine (issue 40): once a page has its fonts, no text of it, SVG text included, is
// drawn in a face of the machine's. Every route is checked in a browser that sees all the machine's fonts
// (e2e/visual/pages.spec.ts, at the load its other looks share); a glyph the brand's faces lack falls back
// to some face of the machine's whichever faces it has, so that check holds on any machine. The form
// controls, whose default faces are the machine's, are checked here in both variants. A browser's fonts
// are fixed at its launch, which Playwright does once per worker: hence one spec file per variant.

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The faces the browser draws a paragraph set in each of the full variant's faces with. */
async function facesSeen(page: Page) {
  const families = Object.keys(fullVariantFaces).map((face) => face.replace(/ \(.*/, ""));
  await page.setContent(families.map((family) => `<p style="font-family: '${family}'">${family}</p>`).join(""));
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = await devtools.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await devtools.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "p" });
  const drawn = await Promise.all(
    nodeIds.map(async (nodeId) => (await fontsOfNode(devtools, nodeId)).map(fontLabel).join(", ")),
  );
  return { families, drawn };
}

/** The variant's browser sees the faces it stands for, and what a visitor types into each form is drawn in the brand's fonts. */
export function checkFonts(variant: FontVariant, { full, tag = [] }: { full: boolean; tag?: string[] }) {
  test.use({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: browserEnv(variant) } });

  test(`the browser sees ${variant.label}`, { tag }, async ({ page }) => {
    const { families, drawn } = await facesSeen(page);
    if (full) {
      for (const [face, file] of Object.entries(fullVariantFaces))
        expect(fs.existsSync(file), `${face} is installed (README, "Prerequisites")`).toBe(true);
      expect(drawn).toEqual(families.map((family) => `${family} (installed)`));
    } else {
      for (const [index, family] of families.entries()) expect(drawn[index]).not.toBe(`${family} (installed)`);
    }
  });

  // A form's controls draw what is typed in them, in their own shadow trees: a textarea's default face is the
  // machine's monospace, a text field's and a select's the machine's sans, unless the page says otherwise.
  for (const { kind, page: path } of specForms) {
    test(`what a visitor types into the ${kind} form is drawn in the brand's fonts`, { tag }, async ({ page }) => {
      await page.goto(path);
      const form = await scrollToForm(page, formCopy[kind].name);
      for (const box of await form.getByRole("textbox").all()) await box.fill("Typed by a visitor, 42 → ₹1.1 cr");
      for (const select of await form.getByRole("combobox").all()) await select.selectOption({ index: 1 });
      await settle(page);
      expect(await textOutsideBrandFonts(page)).toEqual([]);
    });
  }
}
