import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { validationMessages } from "../content/validation-messages";
import { EICAR, startClamd } from "../tools/kit/clamd.ts";
import { startNextServer } from "../tools/kit/next-server.mjs";
import { scrollToForm } from "./support/forms";
import { ownPort } from "./support/own-port";
import { fillForm } from "./support/fill-form";

// Desktop only: what the server answers and the form then says is the same at any screen size.
test(
  "with CLAMD_URL, a resume carrying the EICAR string is refused and the form says why; nothing is kept",
  { tag: "@desktop" },
  async ({ page }) => {
    test.setTimeout(120_000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "resume-scan-e2e-"));
    const submissions = path.join(dir, "submissions");
    const clamd = await startClamd({ dir: path.join(dir, "clamd") });
    const server = await startNextServer({
      port: ownPort(70),
      env: { CLAMD_URL: clamd.url, SUBMISSIONS_DIR: submissions },
      readyPath: "/thank-you",
    });
    try {
      await page.goto(`${server.base}/careers`);
      const form = await scrollToForm(page, "Job application");
      await fillForm(form, "career", "arjun.scan@example.in");
      // The one field that differs from any application: a PDF carrying the EICAR test string.
      await form.getByLabel(/^Resume/).setInputFiles({
        name: "arjun-mehta.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(`%PDF-1.7\n% Arjun Mehta resume\n%${EICAR}\n%%EOF\n`),
      });
      const [answer] = await Promise.all([
        page.waitForResponse(
          (response) => response.url().endsWith("/api/careers") && response.request().method() === "POST",
        ),
        form.getByRole("button", { name: "Submit Application" }).click(),
      ]);
      expect(answer.status()).toBe(422);
      // The career form shows the receiver's message in its failure notice, naming the resume field.
      await expect(page.getByText(`resume (${validationMessages.resumeFlagged})`)).toBeVisible();
      // And at the field itself, focused, as the form's own checks show theirs.
      const resume = form.getByLabel(/^Resume/);
      await expect(resume).toHaveAttribute("aria-invalid", "true");
      await expect(resume).toHaveAccessibleDescription(
        new RegExp(validationMessages.resumeFlagged.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
      await expect(resume).toBeFocused();
      await expect(page.getByText("Application Submitted!")).toHaveCount(0);
      expect(fs.existsSync(submissions) ? fs.readdirSync(submissions, { recursive: true }) : []).toEqual([]);
    } finally {
      server.stop();
      await clamd.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
);
