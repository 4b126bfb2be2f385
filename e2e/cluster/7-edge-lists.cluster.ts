import { expect, test } from "@playwright/test";
import { categories, listPage } from "../blog/source-truth";
import { wordpressWrite } from "../blog/wordpress-admin";
import { atEdge, heldByEdge } from "./edge";
import { summary, timeUntil } from "./wait";

/**
 * The blog's list pages have URLs of their own (/blog/page/2, /blog/category/<slug>), which the edge
 * stores like /blog. A publish must move them at the edge within 2 s: the newest post leads its
 * category's list, and the post it pushes off page 1 opens page 2.
 */
const WITHIN_MS = 2_000;

test("a publish moves /blog/page/2 and the post's category list at the edge within 2 s", async () => {
  test.setTimeout(60_000);
  const [firstPage, category] = await Promise.all([listPage(1), categories().then((list) => list[0])]);
  expect(firstPage.posts, "WordPress has a full first page").toHaveLength(6);
  expect(category, "WordPress has a category with posts").toBeDefined();
  // The last card of page 1 (WordPress's own order, spec page size 6) opens page 2 once a post is published.
  const pushedOn = firstPage.posts[5]!;
  const pageTwo = "/blog/page/2";
  const categoryList = `/blog/category/${category!.slug}`;
  for (const path of [pageTwo, categoryList]) expect(await heldByEdge(path), `${path} held by the edge`).toBe(true);
  expect((await atEdge(pageTwo)).body).not.toContain(`href="/blog/${pushedOn.slug}"`);

  const title = `Lists at the edge ${Date.now().toString(36)}`;
  const post = await wordpressWrite("posts", {
    title,
    content: "<p>Moves the lists.</p>",
    status: "publish",
    categories: [category!.id],
  });
  const published = Date.now();
  const times = await Promise.all([
    timeUntil(async () => (await atEdge(pageTwo)).body.includes(`href="/blog/${pushedOn.slug}"`), published),
    timeUntil(async () => (await atEdge(categoryList)).body.includes(title), published),
  ]);
  console.log(`/blog/page/2 and ${categoryList} at the edge after a publish: ${summary(times)}`);
  expect(Math.max(...times)).toBeLessThanOrEqual(WITHIN_MS);
  await wordpressWrite(`posts/${post.id}`, { status: "draft" });
});
