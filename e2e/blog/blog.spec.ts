import { expect, test, type Page } from "@playwright/test";
import { at, categories, listPage, wordpressUrl } from "./source-truth";

const cardLinks = (page: Page) =>
  page
    .getByRole("list")
    .filter({ has: page.getByRole("article") })
    .first()
    .getByRole("link");

async function expectCards(page: Page, titles: string[]) {
  await expect(cardLinks(page)).toHaveText(titles);
}

test.describe(`blog (${wordpressUrl ? "WordPress" : "bundled posts"})`, () => {
  test("the list shows the newest posts first, six to a page, with the page count from the source", async ({
    page,
  }) => {
    const first = await listPage(1);
    await page.goto("/blog");
    await expectCards(
      page,
      first.posts.map((post) => post.title),
    );
    await expect(cardLinks(page).first()).toHaveAttribute("href", `/blog/${at(first.posts, 0).slug}`);
    await expect(page.getByText(`Page 1 of ${first.totalPages}`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  test("Next and Previous page through the posts and the page is kept in the URL", async ({ page }) => {
    const first = await listPage(1);
    // Both sources hold more than one page of posts: eleven bundled, more seeded in WordPress.
    expect(first.totalPages).toBeGreaterThan(1);
    const second = await listPage(2);
    await page.goto("/blog");
    await page.getByRole("button", { name: "Next" }).click();
    await expectCards(
      page,
      second.posts.map((post) => post.title),
    );
    await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);

    await page.reload();
    await expectCards(
      page,
      second.posts.map((post) => post.title),
    );

    const last = await listPage(first.totalPages);
    await page.goto(`/blog?page=${first.totalPages}`);
    await expectCards(
      page,
      last.posts.map((post) => post.title),
    );
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByText(`Page ${first.totalPages - 1} of ${first.totalPages}`)).toBeVisible();
  });

  test("search finds a post by a word of its title and resets to page one", async ({ page }) => {
    const { posts, totalPages } = await listPage(2 <= (await listPage(1)).totalPages ? 2 : 1);
    const target = at(posts, 0);
    const word = at(
      target.title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length),
      0,
    );
    await page.goto(totalPages > 1 ? "/blog?page=2" : "/blog");
    await page.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await expect(cardLinks(page).filter({ hasText: target.title })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));

    await page.getByRole("searchbox", { name: "Search posts" }).fill("zzqxno-such-word");
    await expect(page.getByText("No posts found matching your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(cardLinks(page)).toHaveCount((await listPage(1)).posts.length);
  });

  test("the category buttons are the source's categories that have posts, and filter the list", async ({ page }) => {
    const expected = await categories();
    await page.goto("/blog");
    const group = page.getByRole("group", { name: "Filter by category" });
    await expect(group.getByRole("button")).toHaveText(["All", ...expected.map((category) => category.name)], {
      useInnerText: true,
      ignoreCase: false,
    });
    const category = at(expected, -1);
    const filtered = await listPage(1, category.slug);
    await group.getByRole("button", { name: category.name, exact: true }).click();
    await expect(group.getByRole("button", { name: category.name, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectCards(
      page,
      filtered.posts.map((post) => post.title),
    );
    await expect(page.getByText(`Page 1 of ${filtered.totalPages}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`category=${category.slug}`));
  });

  test("a post page shows its title, byline, image, body, a back link and related posts", async ({ page }) => {
    const { posts } = await listPage(1);
    await page.goto("/blog");
    await cardLinks(page).first().click();
    await expect(page).toHaveURL(`/blog/${at(posts, 0).slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(at(posts, 0).title);
    await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("main").getByRole("img").first()).toBeVisible();
    expect(await page.locator(".post-body").innerText()).not.toHaveLength(0);

    const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/blog\/[\w%-]+$/);
      expect(href).not.toBe(`/blog/${at(posts, 0).slug}`);
    }
    await related.first().click();
    await expect(page).toHaveURL(/\/blog\/[\w%-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(at(posts, 0).title);
  });

  test("an unknown slug answers 404 with Post not found.", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Post not found." })).toBeVisible();
  });

  test("a page past the end of the list is empty rather than an error", async ({ request }) => {
    const { totalPages } = await listPage(1);
    const response = await request.get(`/api/posts?page=${totalPages + 5}`);
    expect(response.status()).toBe(200);
    expect((await response.json()).posts).toEqual([]);
  });

  test("while posts load the list says so, and a failed load says Failed to fetch posts in red", async ({ page }) => {
    await page.goto("/blog");
    const group = page.getByRole("group", { name: "Filter by category" });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/posts**", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "{}" });
    });
    await group.getByRole("button").nth(1).click();
    await expect(page.getByText("Loading posts...")).toBeVisible();
    release();
    const failure = page.getByText("Failed to fetch posts");
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the sitemap lists every post", async ({ request }) => {
    const { posts } = await listPage(1);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
  });
});

test.describe("an unknown slug without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers 404 with Post not found., the way back to the blog and the site's navigation in its HTML", async ({
    page,
  }) => {
    const response = await page.goto("/blog/no-such-post-without-scripts");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Post not found. | Nexaloom");
    await expect(page.getByRole("heading", { level: 1, name: "Post not found." })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Careers" }).first()).toBeVisible();
  });
});
