import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { formCopy } from "../content/forms";
import { startNextServer } from "../tools/kit/next-server.mjs";
import { mailsPerSubmission, startSmtpCatcher } from "./cluster/smtp-catcher";
import { fillForm } from "./support/fill-form";
import { ownPort } from "./support/own-port";
import { specForms } from "./support/spec-forms";
import { uniqueEmail } from "./support/submissions";

/** The lead stored for `email` in `dir` (the leads' folder, not held/): its id names its e-mail. */
const leadId = (dir: string, email: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .map(
          (name) =>
            JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { id: string; fields: { email?: string } },
        )
        .find((record) => record.fields.email === email)?.id
    : undefined;

// A person in a browser with JavaScript, on each of the seven forms, against a site with SMTP_URL: their
// browser solves the challenge, so each is a lead and e-mailed once. At both sizes, each its own server.
test("a person sending each of the seven forms in a browser is e-mailed once per form", async ({ page }) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "forms-mailed-"));
  const submissions = path.join(dir, "submissions");
  const mailLog = path.join(dir, "mail.jsonl");
  const smtpPort = ownPort(85);
  const stopSmtp = await startSmtpCatcher(smtpPort, mailLog);
  const server = await startNextServer({
    port: ownPort(80),
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SUBMISSIONS_DIR: submissions },
    readyPath: "/thank-you",
  });
  try {
    const sent = new Map<string, string>();
    for (const { kind, page: at } of specForms) {
      const copy = formCopy[kind];
      const email = uniqueEmail(`mailed-${kind}`);
      await page.goto(`${server.base}${at}`);
      const form = page.getByRole("form", { name: copy.name });
      await fillForm(form, kind, email);
      await expect(form).toHaveAttribute("novalidate", "");
      await form.getByRole("button", { name: copy.submitLabel }).click();
      await expect.poll(() => leadId(submissions, email), { timeout: 20_000 }).toBeDefined();
      sent.set(kind, leadId(submissions, email)!);
    }
    await expect
      .poll(() => [...sent.values()].map((id) => mailsPerSubmission(mailLog).get(id) ?? 0), { timeout: 60_000 })
      .toEqual([...sent.values()].map(() => 1));
    // And only once: a later round of the outbox sends none of them again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect([...sent.values()].map((id) => mailsPerSubmission(mailLog).get(id))).toEqual(
      [...sent.values()].map(() => 1),
    );
  } finally {
    server.stop();
    await stopSmtp();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
