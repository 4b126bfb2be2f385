import { expect, test, type APIRequestContext } from "@playwright/test";
import { wordpressWrite } from "./wordpress-admin";

/** The webhook is the fast path; the one-minute ISR window is only the net, so 5 s proves the webhook. */
const VISIBLE_WITHIN_MS = 5_000;

async function eventually(request: APIRequestContext, url: string, check: (status: number, html: string) => boolean) {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        const response = await request.get(url);
        return check(response.status(), await response.text());
      },
      { timeout: VISIBLE_WITHIN_MS, intervals: [100, 200, 250] },
    )
    .toBe(true);
  return Date.now() - started;
}

test.describe.serial("posts published in WordPress reach the site through the webhook", () => {
  const title = `Release notes ${Date.now()}: what shipped this week`;
  let post: { id: number; slug: string };

  test("a new post appears on /blog and on its own page within 5 s", async ({ request }) => {
    await request.get("/blog");
    post = await wordpressWrite("posts", {
      title,
      content: "<p>Three features and a faster search.</p>",
      status: "publish",
    });
    const took = await eventually(request, "/blog", (status, html) => status === 200 && html.includes(title));
    test.info().annotations.push({ type: "publish-to-visible", description: `${took} ms` });
    await eventually(request, `/blog/${post.slug}`, (status, html) => status === 200 && html.includes(title));
  });

  test("an edited title shows on the post page and the list after revalidation", async ({ request }) => {
    const edited = `${title} (updated)`;
    await wordpressWrite(`posts/${post.id}`, { title: edited });
    await eventually(request, `/blog/${post.slug}`, (_, html) => html.includes(edited));
    await eventually(request, "/blog", (_, html) => html.includes(edited));
  });

  test("an unpublished post disappears from the list and its page answers 404", async ({ request, page }) => {
    await wordpressWrite(`posts/${post.id}`, { status: "draft" });
    await eventually(request, "/blog", (_, html) => !html.includes(title));
    await eventually(request, `/blog/${post.slug}`, (status) => status === 404);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Post not found." })).toBeVisible();
  });
});
