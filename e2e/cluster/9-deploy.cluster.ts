import { chromium, expect, test } from "@playwright/test";
import { formCopy } from "../../content/forms";
import { contactNotices } from "../../content/form-messages";
import { routePaths } from "../../lib/routes";
import { chromiumArgs, chromiumExecutable } from "../browser";
import { fillForm } from "../support/fill-form";
import { query } from "./database";
import { atEdge, buildOf } from "./edge";
import { clusterAsync, clusterEnv } from "./settings";
import { timeUntil } from "./wait";

/**
 * Last in the suite: it leaves the cluster on a second build. The edge held the first build's pages
 * for a year (s-maxage); the deploy path purges them once every instance runs the second build.
 */
test("after a deploy no edge answer is the old build's within 10 s, and a page of the old build still posts its form and follows its links", async () => {
  test.setTimeout(420_000);
  const { edge } = clusterEnv();
  const before = await atEdge("/");
  const oldBuild = buildOf(before.body);
  expect(oldBuild).toBeTruthy();
  for (const path of routePaths) {
    await atEdge(path);
    expect((await atEdge(path)).headers.get("x-cache"), `${path} held at the edge before the deploy`).toBe("HIT");
  }

  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(`${edge}/contact`);
    expect(buildOf(await page.content())).toBe(oldBuild);

    await clusterAsync("deploy");
    const switched = Date.now();
    const clean = await timeUntil(async () => {
      const builds = await Promise.all(routePaths.map(async (path) => buildOf((await atEdge(path)).body)));
      return builds.every((build) => build && build !== oldBuild);
    }, switched);
    console.log(`no old-build page at the edge ${clean} ms after the last instance switched`);
    expect(clean).toBeLessThanOrEqual(10_000);

    // The page still open in the browser is the old build's: its form posts and its links lead on.
    const email = `old-build-${Date.now()}@example.in`;
    const form = page.getByRole("form", { name: formCopy.contact.name });
    await fillForm(form, "contact", email);
    await form.getByRole("button", { name: formCopy.contact.submitLabel }).click();
    await expect(page.getByText(contactNotices.success.title)).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => (await query("SELECT id FROM submissions WHERE fields->>'email' = $1", [email])).length)
      .toBe(1);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const newBuild = buildOf(await page.content());
    expect(newBuild).toBeTruthy();
    expect(newBuild).not.toBe(oldBuild);
  } finally {
    await browser.close();
  }
});
