import fs from "node:fs";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { formCopy } from "../../content/forms";
import { contactNotices } from "../../content/form-messages";
import { routePaths } from "../../lib/routes";
import { chromiumArgs, chromiumPath } from "../../tools/kit/browser.ts";
import { fillForm } from "../support/fill-form";
import { query } from "./database";
import { atEdge, buildOf, watchEdgePurges } from "./edge";
import { clusterAsync, clusterDir, clusterEnv, instanceLogLines } from "./settings";
import { visitorsDuring } from "./visitors";
import { timeUntil } from "./wait";

/**
 * Last in the suite: it leaves the cluster on a second build. The edge held the first build's pages
 * for a year (s-maxage); the deploy's last step (`npm run edge:purge`, against an instance) has them
 * purged once every instance runs the second build, through the instances' queue and purge adapter.
 * While it runs, visitors keep asking for pages and posting forms through the edge: an instance leaves
 * rotation before it stops and comes back only once ready, so none of them meets an error.
 */

/** When every instance first answered with another build than `oldBuild`: the last one's switch. */
function watchSwitch(oldBuild: string) {
  const { instances } = clusterEnv();
  let switchedAt: number | undefined;
  let running = true;
  const loop = (async () => {
    while (running && switchedAt === undefined) {
      const builds = await Promise.all(
        instances.map((instance) =>
          // A body cut off by the timeout rejects inside the first handler, so the catch sits after it.
          fetch(`${instance}/contact`, { signal: AbortSignal.timeout(2_000) })
            .then(async (response) => buildOf(await response.text()))
            .catch(() => undefined),
        ),
      );
      if (builds.every((build) => build && build !== oldBuild)) switchedAt = Date.now();
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return switchedAt;
    },
  };
}

test("a deploy drops no request through the edge; within 5 s of the last instance switching no edge answer is the old build's, purged through the instances' queue; a page of the old build still posts its form and follows its links", async () => {
  test.setTimeout(900_000);
  const { edge } = clusterEnv();
  const before = await atEdge("/");
  const oldBuild = buildOf(before.body);
  expect(oldBuild).toBeTruthy();
  for (const path of routePaths) {
    await atEdge(path);
    expect((await atEdge(path)).headers.get("x-cache"), `${path} held at the edge before the deploy`).toBe("HIT");
  }

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const purges = await watchEdgePurges();
  try {
    const page = await browser.newPage();
    await page.goto(`${edge}/contact`);
    expect(buildOf(await page.content())).toBe(oldBuild);

    const switching = watchSwitch(oldBuild!);
    const deploying = clusterAsync("deploy");
    // Once the deploy starts moving instances to the new build, it writes CLUSTER_DIR/current-build.
    const buildFile = path.join(clusterDir, "current-build");
    const buildOnDisk = () => (fs.existsSync(buildFile) ? fs.readFileSync(buildFile, "utf8") : "");
    const before = buildOnDisk();
    const visitors = await visitorsDuring(deploying, () => buildOnDisk() !== before);
    await deploying;
    const switched = await switching.stop();
    expect(switched, "every instance answered with the new build").toBeDefined();
    console.log(
      `during the deploy: pages ${JSON.stringify(Object.fromEntries(visitors.pages))}, ${visitors.posted.length} posts ` +
        `(${visitors.posted.filter((post) => post.switching).length} while the instances were moved to the new build)`,
    );
    expect(visitors.failures).toEqual([]);
    const stored = await query<{ id: string; email: string }>(
      "SELECT id, fields->>'email' AS email FROM submissions WHERE fields->>'email' = ANY($1)",
      [visitors.posted.map((post) => post.email)],
    );
    expect(visitors.posted.filter((post) => post.switching).length).toBeGreaterThan(50);
    expect(stored.map((row) => `${row.email} ${row.id}`).sort()).toEqual(
      visitors.posted.map((post) => `${post.email} ${post.key}`).sort(),
    );
    const clean = await timeUntil(async () => {
      const builds = await Promise.all(routePaths.map(async (path) => buildOf((await atEdge(path)).body)));
      return builds.every((build) => build && build !== oldBuild);
    }, switched!);
    console.log(`no old-build page at the edge ${clean} ms after the last instance switched`);
    expect(clean).toBeLessThanOrEqual(5_000);
    // The deploy asked an instance, which queued the purge (its log) and delivered it through its adapter:
    // the edge took one hard purge of the old build's key, from the instances' address.
    const oldKey = `deploy-${oldBuild!.toLowerCase()}`;
    expect(instanceLogLines("edge.deploy_purge").filter((line) => line.deployment === oldBuild)).toEqual([
      expect.objectContaining({ keys: [oldKey], edge: "queued" }),
    ]);
    await expect
      .poll(() => purges.seen().filter((seen) => seen.keys.includes(oldKey)), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ status: 200, soft: false, keys: [oldKey] })]);
    const queued = await query<{ n: string }>("SELECT count(*) AS n FROM edge_purges WHERE $1 = ANY(keys)", [oldKey]);
    expect(Number(queued[0]!.n), "the purge left the queue once delivered").toBe(0);

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
    purges.stop();
    await browser.close();
  }
});
