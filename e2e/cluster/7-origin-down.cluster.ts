import { expect, test } from "@playwright/test";
import { errorPage } from "../../content/errors";
import { site } from "../../content/site";
import { wordpressWrite } from "../blog/wordpress-admin";
import { atEdge, edgeBackends, feedItems, fromStore, watchEdgePurges } from "./edge";
import { cluster, clusterEnv } from "./settings";
import { timeUntil } from "./wait";

/**
 * The edge rides out an origin that is gone: every instance SIGKILLed right after a publish marked every
 * post page stale (a soft purge), what the edge held still answers; what the unpublish purged hard does
 * not come back; what it never held answers the site's own 503. Runs after the edge's own tests and
 * before the deploy, and brings the instances back whatever happens.
 */

/** As a browser spells a URL it encoded itself: capital hex in each escape, where WordPress writes small. */
const browserSpelling = (path: string) => path.replace(/%[0-9a-f]{2}/g, (escape) => escape.toUpperCase());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

test("with every instance killed after a publish, the edge serves each post page it held, not the unpublished one, and its own 503 with Retry-After for what it never held; once they are back a publish reaches the edge within 2 s", async () => {
  test.setTimeout(300_000);
  const { instances } = clusterEnv();
  const run = Date.now().toString(36);
  // A slug in another script, which WordPress stores percent-escaped: its page is tagged by the proxy
  // under the key the unpublish purges, whichever way the URL spells it.
  const leaving = await wordpressWrite("posts", {
    title: `Leaving the edge ${run}`,
    slug: `समाचार-${run}`,
    content: "<p>Unpublished while the origin is down.</p>",
    status: "publish",
  });
  expect(leaving.slug).toMatch(/^(%[0-9a-f]{2})+-/);
  const leavingPaths = [`/blog/${leaving.slug}`, browserSpelling(`/blog/${leaving.slug}`)];
  await expect.poll(async () => (await atEdge(leavingPaths[0]!)).status, { timeout: 10_000 }).toBe(200);

  const feedPaths = async () =>
    feedItems((await atEdge("/blog/feed.xml")).body).map((item) => new URL(item.link).pathname);
  await expect.poll(feedPaths, { timeout: 10_000 }).toContain(leavingPaths[0]);
  const postPaths = await feedPaths();
  const held = [...postPaths, leavingPaths[1]!];
  const copies = new Map<string, string | undefined>();
  for (const path of held) {
    await atEdge(path);
    const answer = await atEdge(path);
    expect({ path, status: answer.status, stored: fromStore(answer) }).toEqual({ path, status: 200, stored: true });
    copies.set(path, titleOf(answer.body));
  }

  const purges = await watchEdgePurges();
  let killed = false;
  try {
    const published = await wordpressWrite("posts", {
      title: `Published before the outage ${run}`,
      content: "<p>Its publish marks every post page stale.</p>",
      status: "publish",
    });
    await expect
      .poll(() => purges.seen().some((seen) => seen.status === 200 && seen.soft && seen.keys.includes("posts")), {
        timeout: 10_000,
      })
      .toBe(true);
    await wordpressWrite(`posts/${leaving.id}`, { status: "draft" });
    const leavingKey = `post-${leaving.slug}`;
    await expect
      .poll(() => purges.seen().some((seen) => seen.status === 200 && !seen.soft && seen.keys.includes(leavingKey)), {
        timeout: 10_000,
      })
      .toBe(true);

    // Every instance gone at once, and seen gone by the edge's probes.
    killed = true;
    for (const index of instances.keys()) cluster("kill-instance", String(index + 1));
    await expect.poll(() => Object.values(edgeBackends()), { timeout: 10_000 }).toEqual(instances.map(() => "sick"));

    const answers = [];
    for (const path of held.filter((path) => !leavingPaths.includes(path))) {
      const answer = await atEdge(path);
      answers.push({ path, status: answer.status, title: titleOf(answer.body) });
    }
    expect(answers).toEqual(answers.map(({ path }) => ({ path, status: 200, title: copies.get(path) })));
    expect(answers.map(({ path }) => path)).not.toContain(`/blog/${published.slug}`);

    // The unpublished post's page went with its hard purge, under both spellings; the edge has nothing to serve for it.
    for (const path of leavingPaths) {
      const answer = await atEdge(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 503 });
      expect(answer.body).not.toContain(`Leaving the edge ${run}`);
    }

    const never = await atEdge(`/faq?never-held=${run}`);
    expect(never.status).toBe(503);
    expect(Number(never.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(never.headers.get("cache-control")).toBe("no-store");
    expect(never.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(titleOf(never.body)).toBe(`${errorPage.metaTitle} | ${site.name}`);
    expect(never.body).toContain(errorPage.title);
    expect(never.body).not.toMatch(/Guru Meditation|Varnish/);
    // Not stored: the next request asks the instances again.
    expect(fromStore(await atEdge(`/faq?never-held=${run}`))).toBe(false);
  } finally {
    if (killed) for (const index of instances.keys()) cluster("start-instance", String(index + 1));
    purges.stop();
  }

  await expect.poll(() => Object.values(edgeBackends()), { timeout: 15_000 }).toEqual(instances.map(() => "healthy"));
  const title = `Published after the outage ${run}`;
  let answered = Infinity;
  const post = await wordpressWrite("posts", {
    title,
    content: "<p>The edge hears of it again.</p>",
    status: "publish",
  }).then((written) => ((answered = Date.now()), written));
  const seen = await Promise.all([
    timeUntil(async () => (await atEdge("/blog")).body.includes(title), answered),
    timeUntil(async () => {
      const answer = await atEdge(`/blog/${post.slug}`);
      return answer.status === 200 && answer.body.includes(title);
    }, answered),
  ]);
  console.log(`after the outage, a publish at the edge: /blog ${seen[0]} ms, its page ${seen[1]} ms`);
  for (const ms of seen) expect(ms).toBeLessThanOrEqual(2_000);
});
