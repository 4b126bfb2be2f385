import { expect, test, type APIRequestContext } from "@playwright/test";
import { decode } from "html-entities";
import { readFeed } from "../support/feed";
import { wordpressUrl } from "./source-truth";
import { wordpressWrite, type WpPost } from "./wordpress-admin";

/** As for the pages: the webhook is the fast path, so 5 s proves it rather than the one-minute window. */
const VISIBLE_WITHIN_MS = 5_000;

/** The title: every character XML must escape, in one line a real author could type. */
const hostileTitle = `Tom & Jerry <3> "quoted"`;

/**
 * The title as WordPress publishes it to every reader of its REST API, entities decoded. WordPress's
 * typography filter curls straight quotes in the published title ("quoted" becomes “quoted”), so that,
 * not the typed text, is what the site can show; the ampersand and <3> come through as typed.
 */
async function publishedTitle(id: number): Promise<string> {
  const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/posts/${id}?_fields=title`);
  return decode(((await response.json()) as { title: { rendered: string } }).title.rendered);
}

async function eventuallyTitles(request: APIRequestContext, check: (titles: string[]) => boolean) {
  await expect
    .poll(async () => check((await readFeed(request)).items.map((item) => item.title)), {
      timeout: VISIBLE_WITHIN_MS,
      intervals: [100, 200, 250],
    })
    .toBe(true);
}

test.describe.serial("the RSS feed follows WordPress through the webhook", () => {
  const draftTitle = `Draft ${Date.now()}: not for readers yet`;
  let post: WpPost;
  let title: string;

  test("a post published with a title full of markup characters heads the feed within 5 s, its title exact; a draft never shows", async ({
    request,
  }) => {
    // Read first, so the feed is cached before the post exists and only the webhook can bring it in.
    await readFeed(request);
    await wordpressWrite("posts", { title: draftTitle, content: "<p>Still being written.</p>", status: "draft" });
    post = await wordpressWrite("posts", {
      title: hostileTitle,
      content: "<p>A cat, a mouse and a heart.</p>",
      status: "publish",
    });
    title = await publishedTitle(post.id);
    expect(title.startsWith("Tom & Jerry <3> ")).toBe(true);
    await eventuallyTitles(request, (titles) => titles.includes(title));

    // The feed that lists the new post was built after the draft was saved, and must leave the draft out.
    const { items } = await readFeed(request);
    expect(items[0]?.title).toBe(title);
    expect(items.map((item) => item.title)).not.toContain(draftTitle);
    const link = new URL(items[0]?.link ?? "");
    expect(link.pathname).toBe(`/blog/${post.slug}`);
    expect((await request.get(link.pathname)).status()).toBe(200);
  });

  test("a post taken down leaves the feed", async ({ request }) => {
    await wordpressWrite(`posts/${post.id}`, { status: "draft" });
    await eventuallyTitles(request, (titles) => !titles.includes(title));
  });
});
