import { expect, test, type Page } from "@playwright/test";
import { categories, wordpressUrl } from "./source-truth";
import { previewLinkOf, wordpressWrite, type WpPost } from "./wordpress-admin";

// Issue 42, "WordPress points at the site": WordPress's own front end answers 301 to the site's matching
// page (wordpress/mu-plugins/nexaloom-headless.php, NEXALOOM_SITE_URL set by e2e/wordpress/wordpress.sh to
// the SITE_URL the site is built with) and 404 or 410 where the site has no match; wp-admin, the REST API,
// cron and preview keep working; links point at the site.

/** The site's canonical origin: SITE_URL in playwright.wordpress.config.ts, NEXALOOM_SITE_URL in WordPress. */
const SITE = "https://www.nexaloom.in";
const stamp = Date.now();

/** One request to WordPress, redirects not followed, as a crawler sees the answer. */
async function wordpressAnswer(path: string) {
  const response = await fetch(`${wordpressUrl}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") };
}

async function signInToWordpress(page: Page, then: string) {
  await page.goto(`${wordpressUrl}/wp-login.php?redirect_to=${encodeURIComponent(then)}`);
  await page.getByLabel("Username or Email Address").fill(process.env.WP_E2E_USER ?? "editor");
  await page.getByLabel("Password", { exact: true }).fill(process.env.WP_E2E_LOGIN_PASSWORD ?? "");
  await page.getByRole("button", { name: "Log In" }).click();
}

test.describe.serial("WordPress's own front end points at the site", () => {
  const title = `Front end check ${stamp}`;
  let post: WpPost;

  test.beforeAll(async () => {
    post = await wordpressWrite("posts", {
      title,
      content: "<p>Published in WordPress, read on the site.</p>",
      status: "publish",
    });
  });

  test("a published post's WordPress permalink answers 301 to its page on the site", async () => {
    expect(await wordpressAnswer(`/${post.slug}/`)).toEqual({ status: 301, location: `${SITE}/blog/${post.slug}` });
    // The same post by its plain WordPress address.
    expect(await wordpressAnswer(`/?p=${post.id}`)).toEqual({ status: 301, location: `${SITE}/blog/${post.slug}` });
  });

  test("a category answers 301 to its archive on the site, the feed to the site's feed, the home page to /blog", async () => {
    const category = (await categories())[0]!;
    expect(category, "WordPress has a category with posts").toBeDefined();
    expect(await wordpressAnswer(`/category/${category.slug}/`)).toEqual({
      status: 301,
      location: `${SITE}/blog/category/${category.slug}`,
    });
    expect(await wordpressAnswer("/feed/")).toEqual({ status: 301, location: `${SITE}/blog/feed.xml` });
    expect(await wordpressAnswer("/")).toEqual({ status: 301, location: `${SITE}/blog` });
  });

  test("a tag archive, an author page and an unknown address answer 410 or 404, not a redirect to one page", async () => {
    const tags = (await (await fetch(`${wordpressUrl}/wp-json/wp/v2/tags?hide_empty=true&per_page=1`)).json()) as {
      slug: string;
    }[];
    expect(tags.length, "WordPress has a tag with posts").toBeGreaterThan(0);
    for (const path of [`/tag/${tags[0]!.slug}/`, "/author/editor/", `/no-such-address-${stamp}/`]) {
      const answer = await wordpressAnswer(path);
      expect([404, 410], path).toContain(answer.status);
      expect(answer.location, path).toBeNull();
    }
  });

  test("a renamed post's earlier WordPress address answers 301 to its current page on the site", async () => {
    const before = post.slug;
    post = await wordpressWrite(`posts/${post.id}`, { slug: `${before}-renamed` });
    expect(await wordpressAnswer(`/${before}/`)).toEqual({ status: 301, location: `${SITE}/blog/${post.slug}` });
  });

  test("the login page, the REST API and WP-Cron still answer", async ({ page }) => {
    expect((await wordpressAnswer("/wp-login.php")).status).toBe(200);
    await page.goto(`${wordpressUrl}/wp-login.php`);
    await expect(page.getByLabel("Username or Email Address")).toBeVisible();

    const rest = await fetch(`${wordpressUrl}/wp-json/wp/v2/posts?per_page=1&_fields=id`);
    expect(rest.status).toBe(200);
    expect(((await rest.json()) as unknown[]).length).toBe(1);

    expect((await wordpressAnswer("/wp-cron.php?doing_wp_cron")).status).toBe(200);
  });

  test("the post's REST link and View in wp-admin's Posts list point at the site", async ({ page }) => {
    const rest = (await (await fetch(`${wordpressUrl}/wp-json/wp/v2/posts/${post.id}?_fields=link`)).json()) as {
      link: string;
    };
    expect(rest.link).toBe(`${SITE}/blog/${post.slug}`);

    await signInToWordpress(page, `${wordpressUrl}/wp-admin/edit.php`);
    await expect(page.getByRole("heading", { level: 1, name: "Posts" })).toBeVisible();
    await expect(page.getByRole("link", { name: `View “${title}”` })).toHaveAttribute(
      "href",
      `${SITE}/blog/${post.slug}`,
    );
  });

  test("Preview still opens a draft on the site: the Preview link, and the editor's own ?preview=true request", async ({
    page,
  }) => {
    const draftTitle = `Front end draft ${stamp}`;
    const draft = await wordpressWrite("posts", { title: draftTitle, content: "<p>Not yet.</p>", status: "draft" });
    const siteOrigin = new URL(test.info().project.use.baseURL ?? "").origin;

    await page.goto(await previewLinkOf(draft.id), { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: draftTitle })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();

    await page.context().clearCookies();
    await signInToWordpress(page, `${wordpressUrl}/?p=${draft.id}&preview=true`);
    await expect(page).toHaveURL(new RegExp(`^${siteOrigin}/blog/`));
    await expect(page.getByRole("heading", { level: 1, name: draftTitle })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Preview" })).toBeVisible();
  });

  test("a link in a post to another post's WordPress address renders as a link to the site; a media link stays on WordPress", async ({
    page,
    request,
  }) => {
    // A file WordPress serves itself (the editorial spec re-hosts some onto a media offload's host).
    const media = (await (
      await fetch(`${wordpressUrl}/wp-json/wp/v2/media?per_page=100&_fields=source_url`)
    ).json()) as {
      source_url: string;
    }[];
    const mediaUrl = media.map((item) => item.source_url).find((url) => url.startsWith(`${wordpressUrl}/`));
    expect(mediaUrl, "a file in WordPress's own uploads").toBeDefined();
    expect(new URL(mediaUrl!).pathname).toMatch(/^\/wp-content\/uploads\//);

    const linking = await wordpressWrite("posts", {
      title: `Linking post ${stamp}`,
      content: `<p>Read <a href="${wordpressUrl}/${post.slug}/">the other post</a> and open <a href="${mediaUrl!}">the full-size chart</a>.</p>`,
      status: "publish",
    });
    await expect.poll(async () => (await request.get(`/blog/${linking.slug}`)).status(), { timeout: 5_000 }).toBe(200);
    await page.goto(`/blog/${linking.slug}`);
    const body = page.locator(".post-body");
    await expect(body.getByRole("link", { name: "the other post" })).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(body.getByRole("link", { name: "the full-size chart" })).toHaveAttribute("href", mediaUrl!);
  });
});
