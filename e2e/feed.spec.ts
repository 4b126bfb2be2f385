import { expect, test, type Page } from "@playwright/test";
import { blogFeedCopy } from "../content/blog/page-copy";
import { bundledPosts } from "../content/blog/posts";
import { feedPath, readFeed } from "./support/feed";

/** The bundled posts as the feed must list them: the newest 20, newest first. */
const expected = [...bundledPosts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, 20);

/** The site's canonical origin, as the pages' own canonical links state it. */
async function canonicalOrigin(page: Page): Promise<string> {
  await page.goto("/blog");
  return new URL((await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "").origin;
}

test.describe("the blog's RSS feed", () => {
  test(
    "lists the bundled posts newest first, each with its absolute link, date and author",
    { tag: "@http" },
    async ({ page, request }) => {
      const origin = await canonicalOrigin(page);
      const { channel, items } = await readFeed(request);
      expect(channel.title).toBe(blogFeedCopy.title);
      expect(channel.description).toBe(blogFeedCopy.description);
      expect(channel.link).toBe(`${origin}/blog`);
      expect(channel["atom:link"]).toMatchObject({ "@_href": `${origin}${feedPath}`, "@_rel": "self" });

      expect(items.map((item) => item.title)).toEqual(expected.map((post) => post.title));
      expect(items.map((item) => item.link)).toEqual(expected.map((post) => `${origin}/blog/${post.slug}`));
      expect(items.map((item) => item.guid)).toEqual(
        expected.map((post) => ({ "#text": `${origin}/blog/${post.slug}`, "@_isPermaLink": "true" })),
      );
      expect(items.map((item) => Date.parse(item.pubDate))).toEqual(expected.map((post) => Date.parse(post.date)));
      expect(items.map((item) => item["dc:creator"])).toEqual(expected.map((post) => post.author));
      for (const item of items) {
        expect(item.pubDate, item.title).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(item.description.length, item.title).toBeGreaterThan(0);
        expect(item.description, item.title).not.toMatch(/<\/?[a-z]/i);
      }
    },
  );

  test("every item's link answers 200 on this server", { tag: "@http" }, async ({ request }) => {
    const { items } = await readFeed(request);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const response = await request.get(new URL(item.link).pathname);
      expect(response.status(), item.link).toBe(200);
    }
  });

  test("/blog and a post announce the feed in their head, and /blog links to it where readers see it", async ({
    page,
  }) => {
    const origin = await canonicalOrigin(page);
    for (const path of ["/blog", `/blog/${expected[0]!.slug}`]) {
      await page.goto(path);
      const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(alternate, path).toHaveAttribute("href", `${origin}${feedPath}`);
      await expect(alternate, path).toHaveAttribute("title", blogFeedCopy.title);
    }

    await page.goto("/blog");
    const link = page.getByRole("link", { name: blogFeedCopy.linkLabel });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", feedPath);
  });
});
