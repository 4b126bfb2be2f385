import { expect, test } from "@playwright/test";
import { wordpressWrite } from "../blog/wordpress-admin";
import { atEdge, fromStore } from "./edge";
import { clusterEnv } from "./settings";
import { summary, timeUntil } from "./wait";

/**
 * An editor renames a published post in WordPress: every link already shared names the old slug. Each
 * instance and the edge must send it on with 308 to the new address within 2 s of the save, in one
 * step after several renames, and give the slug back to the post once it is renamed back.
 */
const WITHIN_MS = 2_000;

const location = (answer: { headers: Headers }) => answer.headers.get("location");
const pathOf = (url: string | null) => (url ? new URL(url, "http://x").pathname : null);

async function direct(instance: string, path: string) {
  const response = await fetch(`${instance}${path}`, { redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

test("a renamed post's old address answers 308 to the new one on every instance and at the edge within 2 s", async () => {
  test.setTimeout(120_000);
  const { instances } = clusterEnv();
  const run = Date.now().toString(36);
  const [first, second] = [`renamed-${run}-first`, `renamed-${run}-second`];
  const title = `Renamed ${run} keeps its readers`;
  const post = await wordpressWrite("posts", { title, slug: first, content: "<p>Renamed.</p>", status: "publish" });

  // Every instance and the edge answer the post under its first name; the edge keeps the page.
  for (const instance of instances) expect((await direct(instance, `/blog/${first}`)).status).toBe(200);
  await atEdge(`/blog/${first}`);
  expect(fromStore(await atEdge(`/blog/${first}`))).toBe(true);

  const redirectsTo = async (fetcher: () => Promise<{ status: number; headers: Headers }>, target: string) => {
    const answer = await fetcher();
    return answer.status === 308 && pathOf(location(answer)) === target;
  };
  const everywhere = (old: string, target: string, since: number) =>
    Promise.all([
      ...instances.map((instance) =>
        timeUntil(() => redirectsTo(() => direct(instance, `/blog/${old}`), target), since),
      ),
      timeUntil(() => redirectsTo(() => atEdge(`/blog/${old}`), target), since),
    ]);

  await wordpressWrite(`posts/${post.id}`, { slug: second });
  const renamed = Date.now();
  const toSecond = await everywhere(first, `/blog/${second}`, renamed);
  for (const instance of instances) expect((await direct(instance, `/blog/${second}`)).status).toBe(200);
  expect((await atEdge(`/blog/${second}`)).status).toBe(200);

  // A third name: both old ones lead straight to it, and the edge's stored 308 for the first is purged.
  const third = `renamed-${run}-third`;
  await wordpressWrite(`posts/${post.id}`, { slug: third });
  const renamedAgain = Date.now();
  const toThird = [
    ...(await everywhere(first, `/blog/${third}`, renamedAgain)),
    ...(await everywhere(second, `/blog/${third}`, renamedAgain)),
  ];

  // Renamed back to its first name: the first slug is the post's again, and the third sends readers there.
  await wordpressWrite(`posts/${post.id}`, { slug: first });
  const back = Date.now();
  const backTimes = await Promise.all([
    ...instances.map((instance) =>
      timeUntil(async () => (await direct(instance, `/blog/${first}`)).status === 200, back),
    ),
    timeUntil(async () => (await atEdge(`/blog/${first}`)).status === 200, back),
  ]);
  const fromThird = await everywhere(third, `/blog/${first}`, back);

  console.log(
    `old slug 308 on ${instances.length} instances and the edge: ${summary([...toSecond, ...toThird, ...fromThird])}`,
  );
  console.log(`renamed back, 200 again: ${summary(backTimes)}`);
  for (const times of [toSecond, toThird, backTimes, fromThird])
    expect(Math.max(...times)).toBeLessThanOrEqual(WITHIN_MS);
  await wordpressWrite(`posts/${post.id}`, { status: "draft" });
});
