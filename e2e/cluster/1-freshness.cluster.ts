import { expect, test } from "@playwright/test";
import { wordpressWrite } from "../blog/wordpress-admin";
import { clusterEnv } from "./settings";

/** The webhook reaches one instance (nginx picks it); the shared cache must make every instance fresh. */
const VISIBLE_WITHIN_MS = 2_000;

test("a post published in WordPress shows on /blog of all three instances, asked directly, within 2 s", async () => {
  const { instances } = clusterEnv();
  for (const instance of instances) expect((await fetch(`${instance}/blog`)).status).toBe(200);

  const title = `Cluster release ${Date.now()}: one cache for every instance`;
  await wordpressWrite("posts", { title, content: "<p>Seen everywhere at once.</p>", status: "publish" });
  const published = Date.now();

  const seen = await Promise.all(
    instances.map(async (instance) => {
      await expect
        .poll(async () => (await (await fetch(`${instance}/blog`)).text()).includes(title), {
          timeout: VISIBLE_WITHIN_MS,
          intervals: [50, 100, 100, 150],
        })
        .toBe(true);
      return Date.now() - published;
    }),
  );
  console.log(`publish to visible per instance: ${seen.map((ms) => `${ms} ms`).join(", ")}`);
  expect(Math.max(...seen)).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
});
