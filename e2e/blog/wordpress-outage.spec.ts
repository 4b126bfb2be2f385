import { expect, test, type Page } from "@playwright/test";
import { at, listPage, wordpressUrl, type TruthPost } from "./source-truth";
import { stopWordpress } from "./wordpress-admin";

const secret = process.env.REVALIDATE_SECRET ?? "e2e-revalidate-secret-0123456789abcdef";

/** The list with a link to the first post, and each post page with its own title, all answering 200. */
async function expectLastGoodPages(page: Page, [first, second]: TruthPost[], label: string) {
  const list = await page.goto("/blog");
  expect(list?.status(), `/blog, ${label}`).toBe(200);
  await expect(page.locator(`main a[href="/blog/${first!.slug}"]`).first()).toBeVisible();
  for (const post of [first!, second!]) {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status(), `/blog/${post.slug}, ${label}`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  }
}

/**
 * The webhook expires the list and a post while WordPress is down, so the next requests regenerate
 * them and that regeneration fails: the last good pages must still be served, whole, every time.
 */
test("with WordPress stopped, a webhook's regeneration fails and the last good list and posts are still served", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { posts } = await listPage(1);
  const shown = [at(posts, 0), at(posts, 1)];
  const found = (await (
    await fetch(`${wordpressUrl}/wp-json/wp/v2/posts?slug=${shown[0]!.slug}&_fields=id`)
  ).json()) as { id: number }[];
  const { id } = at(found, 0);
  await expectLastGoodPages(page, shown, "before the outage");

  stopWordpress();
  const webhook = await request.post("/api/revalidate", {
    headers: { "x-revalidate-secret": secret },
    data: { event: "save", id, slug: shown[0]!.slug, status: "publish" },
  });
  expect(webhook.status()).toBe(200);

  // The first round's requests start regenerations that cannot reach WordPress; the later rounds,
  // seconds apart, must still find the last good pages, not an error or an empty list in their place.
  for (const round of [1, 2, 3]) {
    await expectLastGoodPages(page, shown, `round ${round} after the webhook`);
    await page.waitForTimeout(3_000);
  }
});
