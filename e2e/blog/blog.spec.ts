import { expect, test, type Locator, type Page } from "@playwright/test";
import { cardLinks } from "./locators";
import { at, categories, listPage, wordpressUrl } from "./source-truth";

async function expectCards(page: Page, titles: string[]) {
  await expect(cardLinks(page)).toHaveText(titles);
}

const pager = (page: Page) => page.getByRole("navigation", { name: "Blog pages" });
const filters = (page: Page) => page.getByRole("group", { name: "Filter by category" });

/** Where a link goes, without the fragment that opens the next page at its cards. */
async function target(link: Locator) {
  return (await link.getAttribute("href"))?.replace(/#.*$/, "");
}

/** The list pages' own paths, as issue 42 names them: page 1 of a list is the list's path. */
const listPath = (page: number, category?: string) =>
  `${category ? `/blog/category/${category}` : "/blog"}${page > 1 ? `/page/${page}` : ""}`;

/** A word of a title that a search finds it by: its longest. */
const longestWord = (title: string) =>
  at(
    title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length),
    0,
  );

/** A category whose posts fill more than one page, so its page 2 exists. */
async function pagedCategory() {
  for (const category of await categories()) {
    const first = await listPage(1, category.slug);
    if (first.totalPages > 1) return { ...category, totalPages: first.totalPages };
  }
  throw new Error("no category of the source has more than one page of posts");
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
    await expect(pager(page).getByRole("link", { name: "Previous" })).toBeDisabled();
  });

  test("Next and Previous are links to the neighbouring pages, each with a URL of its own", async ({ page }) => {
    const first = await listPage(1);
    // Both sources hold more than one page of posts: eleven bundled, more seeded in WordPress.
    expect(first.totalPages).toBeGreaterThan(1);
    const second = await listPage(2);
    await page.goto("/blog");
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2(#posts)?$/);
    await expectCards(
      page,
      second.posts.map((post) => post.title),
    );
    await expect(page.getByText(`Page 2 of ${first.totalPages}`)).toBeVisible();

    await page.reload();
    await expectCards(
      page,
      second.posts.map((post) => post.title),
    );

    const lastPage = first.totalPages;
    const last = await listPage(lastPage);
    await page.goto(listPath(lastPage));
    await expectCards(
      page,
      last.posts.map((post) => post.title),
    );
    await expect(pager(page).getByRole("link", { name: "Next" })).toBeDisabled();
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath(lastPage - 1)}(#posts)?$`));
    await expect(page.getByText(`Page ${lastPage - 1} of ${lastPage}`)).toBeVisible();
  });

  test("search finds a post by a word of its title and resets to page one", async ({ page }) => {
    const { posts, totalPages } = await listPage(2 <= (await listPage(1)).totalPages ? 2 : 1);
    const target = at(posts, 0);
    const word = longestWord(target.title);
    await page.goto(totalPages > 1 ? "/blog/page/2" : "/blog");
    await page.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await expect(cardLinks(page).filter({ hasText: target.title })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));

    // The search's URL shows the same results to whoever opens it.
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue(word);
    await expect(cardLinks(page).filter({ hasText: target.title })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search posts" }).fill("zzqxno-such-word");
    await expect(page.getByText("No posts found matching your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("");
    await expectCards(
      page,
      (await listPage(1)).posts.map((post) => post.title),
    );
  });

  test("the category filters are links to the source's categories that have posts, and each lists its posts", async ({
    page,
  }) => {
    const expected = await categories();
    await page.goto("/blog");
    await expect(filters(page).getByRole("link")).toHaveText(["All", ...expected.map((category) => category.name)], {
      useInnerText: true,
      ignoreCase: false,
    });
    await expect(filters(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    const category = at(expected, -1);
    const filtered = await listPage(1, category.slug);
    const link = filters(page).getByRole("link", { name: category.name, exact: true });
    await expect(link).toHaveAttribute("href", listPath(1, category.slug));
    await link.click();
    await expect(page).toHaveURL(listPath(1, category.slug));
    await expect(filters(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(filters(page).getByRole("link", { name: "All", exact: true })).not.toHaveAttribute(
      "aria-current",
      /.*/,
    );
    await expectCards(
      page,
      filtered.posts.map((post) => post.title),
    );
    await expect(page.getByText(`Page 1 of ${filtered.totalPages}`)).toBeVisible();
  });

  test("a search is kept when the category changes, and starts again at page one", async ({ page }) => {
    const category = await pagedCategory();
    const target = at((await listPage(1, category.slug)).posts, 0);
    const word = longestWord(target.title);
    await page.goto("/blog/page/2");
    await page.getByRole("searchbox", { name: "Search posts" }).fill(word);
    await expect(cardLinks(page).filter({ hasText: target.title })).toBeVisible();
    const link = filters(page).getByRole("link", { name: category.name, exact: true });
    await expect(link).toHaveAttribute("href", `${listPath(1, category.slug)}?search=${encodeURIComponent(word)}`);

    await link.click();
    await expect(page).toHaveURL(`${listPath(1, category.slug)}?search=${encodeURIComponent(word)}`);
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue(word);
    await expect(cardLinks(page).filter({ hasText: target.title })).toBeVisible();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(pager(page).getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  test("the old query-string views land on the list pages' own paths", async ({ page }) => {
    const category = await pagedCategory();
    await page.goto(`/blog?category=${category.slug}&page=2`);
    await expect(page).toHaveURL(listPath(2, category.slug));
    await expectCards(
      page,
      (await listPage(2, category.slug)).posts.map((post) => post.title),
    );
    await page.goto("/blog?page=2");
    await expect(page).toHaveURL(listPath(2));
  });

  test("a list page that does not exist answers 404", { tag: "@http" }, async ({ request }) => {
    const { totalPages } = await listPage(1);
    const category = at(await categories(), 0);
    const { totalPages: categoryPages } = await listPage(1, category.slug);
    for (const path of [
      `/blog/page/${totalPages + 1}`,
      "/blog/page/02",
      "/blog/page/two",
      "/blog/category/no-such-category-anywhere",
      `/blog/category/${category.slug}/page/${categoryPages + 1}`,
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    // Page 1 has the list's own path.
    const pageOne = await request.get("/blog/page/1", { maxRedirects: 0 });
    expect(pageOne.status()).toBe(308);
    expect(new URL(pageOne.headers()["location"] ?? "", "http://site").pathname).toBe("/blog");
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

  test("a page past the end of the list is empty rather than an error", { tag: "@http" }, async ({ request }) => {
    const { totalPages } = await listPage(1);
    const response = await request.get(`/api/posts?page=${totalPages + 5}`);
    expect(response.status()).toBe(200);
    expect((await response.json()).posts).toEqual([]);
  });

  test("while a search loads the list says so, and a failed load says Failed to fetch posts in red", async ({
    page,
  }) => {
    await page.goto("/blog");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/posts**", async (route) => {
      await held;
      await route.fulfill({ status: 500, body: "{}" });
    });
    await page.getByRole("searchbox", { name: "Search posts" }).fill("design");
    await expect(page.getByText("Loading posts...")).toBeVisible();
    release();
    const failure = page.getByText("Failed to fetch posts");
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS("color", "rgb(185, 28, 28)");
    await expect(page.getByRole("article")).toHaveCount(0);
  });

  test("the sitemap lists every post", { tag: "@http" }, async ({ request }) => {
    const { posts } = await listPage(1);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const post of posts) expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
  });
});

// Issue 42: crawlers and readers without scripts reach every post through plain links.
test.describe("the list pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog/page/2 answers 200 with its posts, and links to both neighbours and to each category", async ({
    page,
  }) => {
    const { totalPages } = await listPage(1);
    const second = await listPage(2);
    const response = await page.goto("/blog/page/2");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Blog — page 2 | Nexaloom");
    await expectCards(
      page,
      second.posts.map((post) => post.title),
    );
    await expect(page.getByText(`Page 2 of ${totalPages}`)).toBeVisible();
    expect(await target(pager(page).getByRole("link", { name: "Previous" }))).toBe("/blog");
    const next = pager(page).getByRole("link", { name: "Next" });
    if (totalPages > 2) expect(await target(next)).toBe("/blog/page/3");
    else {
      await expect(next).toBeDisabled();
      await expect(next).not.toHaveAttribute("href", /.*/);
    }

    const expected = await categories();
    await expect(filters(page).locator("a[href]")).toHaveCount(expected.length + 1);
    await expect(filters(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute("href", "/blog");
    for (const category of expected)
      await expect(filters(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
        "href",
        listPath(1, category.slug),
      );

    // Following Previous without scripts is a plain page load.
    await pager(page).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog(#posts)?$/);
    await expectCards(
      page,
      (await listPage(1)).posts.map((post) => post.title),
    );
  });

  test("/blog/category/<slug> answers 200 with its posts, marked current, and pages on by links", async ({ page }) => {
    const category = await pagedCategory();
    const first = await listPage(1, category.slug);
    const response = await page.goto(listPath(1, category.slug));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${category.name} articles | Nexaloom`);
    await expectCards(
      page,
      first.posts.map((post) => post.title),
    );
    await expect(filters(page).getByRole("link", { name: category.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager(page).getByRole("link", { name: "Previous" })).toBeDisabled();
    await expect(page.getByText(`Page 1 of ${category.totalPages}`)).toBeVisible();
    const next = pager(page).getByRole("link", { name: "Next" });
    expect(await target(next)).toBe(listPath(2, category.slug));

    await next.click();
    await expect(page).toHaveURL(new RegExp(`${listPath(2, category.slug)}(#posts)?$`));
    await expectCards(
      page,
      (await listPage(2, category.slug)).posts.map((post) => post.title),
    );
    expect(await target(pager(page).getByRole("link", { name: "Previous" }))).toBe(listPath(1, category.slug));
    if (category.totalPages === 2) await expect(pager(page).getByRole("link", { name: "Next" })).toBeDisabled();
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
