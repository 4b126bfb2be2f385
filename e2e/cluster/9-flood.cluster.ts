import { chromium } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { formCopy } from "../../content/forms";
import { chromiumArgs, chromiumPath } from "../../tools/kit/browser";
import { fillForm } from "../support/fill-form";
import { browserPost, postForm } from "./client";
import { query } from "./database";
import { clusterEnv, mailLog } from "./settings";
import { caughtMails } from "./smtp-catcher";

// Last of the suite (9-flood after 9-deploy): it spends the hour's ceiling on held posts for /api/mail.
const POSTS = 200;
const ADDRESSES = 50;

test("200 scripted FAQ posts from 50 addresses are held or refused 429, none e-mailed; a person on /faq in a browser is e-mailed once", async () => {
  test.setTimeout(180_000);
  const { lb, edge } = clusterEnv();
  const run = `flood-${Date.now()}`;
  const email = (index: number) => `${run}-${index}@spam.example`;

  // Without JavaScript, as a script posts the HTML form: no solution, the browser's own kind of post.
  const answers = await Promise.all(
    Array.from({ length: POSTS }, (_, index) =>
      postForm(
        `${lb}/api/mail`,
        { form: "faq", name: "Flood Bot", email: email(index), question: `Cheap followers, offer ${index}?` },
        { from: `127.0.9.${1 + (index % ADDRESSES)}`, headers: browserPost, solve: false },
      ),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status !== 303 && status !== 429)).toEqual([]);
  const kept = statuses.filter((status) => status === 303).length;
  // Past the receiver's hourly ceiling for held posts the rest are refused, so a flood cannot fill the disk.
  expect(statuses).toContain(429);

  // Every post answered 303 is kept, held; none answered 429 is.
  const rows = await query<{ held: boolean; email: string }>(
    "SELECT held, fields->>'email' AS email FROM submissions WHERE fields->>'email' LIKE $1",
    [`${run}-%`],
  );
  expect(rows).toHaveLength(kept);
  expect(rows.every((row) => row.held)).toBe(true);
  const keptIds = (
    await query<{ id: string }>("SELECT id FROM submissions WHERE fields->>'email' LIKE $1", [`${run}-%`])
  ).map((row) => row.id);

  // A person asks on /faq through the edge during the same hour: their browser solves the challenge.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const person = `${run}-person@example.in`;
  try {
    const page = await browser.newPage();
    await page.goto(`${edge}/faq`);
    const form = page.getByRole("form", { name: formCopy.faq.name });
    await fillForm(form, "faq", person);
    // The form's script has taken over (it solves the challenge): a click before it would be a plain, held post.
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByRole("button", { name: formCopy.faq.submitLabel }).click();
    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
  } finally {
    await browser.close();
  }
  const [lead] = await query<{ id: string; held: boolean }>(
    "SELECT id, held FROM submissions WHERE fields->>'email' = $1",
    [person],
  );
  expect(lead?.held).toBe(false);
  await expect
    .poll(() => caughtMails(mailLog).filter((mail) => mail.submission === lead!.id && mail.accepted).length, {
      timeout: 20_000,
    })
    .toBe(1);

  // 20 s after the flood: none of it e-mailed by any instance, the person's e-mail sent once.
  await new Promise((resolve) => setTimeout(resolve, 20_000));
  const mailed = new Set(caughtMails(mailLog).map((mail) => mail.submission));
  expect(keptIds.filter((id) => mailed.has(id))).toEqual([]);
  expect(caughtMails(mailLog).filter((mail) => mail.submission === lead!.id)).toHaveLength(1);
});
