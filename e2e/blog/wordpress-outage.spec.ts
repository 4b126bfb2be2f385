import { expect, test } from "@playwright/test";
import { at, listPage } from "./source-truth";
import { stopWordpress } from "./wordpress-admin";

test("with WordPress stopped, pages already rendered still answer 200 with their posts", async ({ request }) => {
  const { posts } = await listPage(1);
  const pages = ["/blog", `/blog/${at(posts, 0).slug}`, `/blog/${at(posts, 1).slug}`];
  for (const url of pages) expect((await request.get(url)).status()).toBe(200);

  stopWordpress();

  const list = await request.get("/blog");
  expect(list.status()).toBe(200);
  expect(await list.text()).toContain(`href="/blog/${at(posts, 0).slug}"`);
  for (const url of pages.slice(1)) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
  }
});
