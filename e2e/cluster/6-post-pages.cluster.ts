import { expect, test } from "@playwright/test";
import { blogPageCopy } from "../../content/blog/page-copy";
import { wordpressWrite } from "../blog/wordpress-admin";
import { clusterEnv } from "./settings";
import { summary, timeUntil } from "./wait";

/**
 * The proxy answers a slug no published post has with the 404 page, from a list of slugs each instance
 * holds. The webhook reaches one instance (nginx picks it); every instance must answer the new post's
 * page, and the 404 page once it is unpublished, within 2 s.
 */
const WITHIN_MS = 2_000;
const POSTS = 10;

test(`a new post's page answers 200 on every instance within 2 s, and the 404 page within 2 s of unpublishing (${POSTS} posts)`, async () => {
  test.setTimeout(240_000);
  const { instances } = clusterEnv();
  const pageOf = async (instance: string, slug: string) => {
    const response = await fetch(`${instance}/blog/${slug}`);
    return { status: response.status, html: await response.text() };
  };
  const toPublish: number[] = [];
  const toUnpublish: number[] = [];

  for (let index = 0; index < POSTS; index += 1) {
    const run = `${Date.now().toString(36)}-${index}`;
    const title = `Every instance ${run} answers`;
    const slug = `every-instance-${run}-answers`;
    // Asked before it exists, as an early visitor would: every instance has read its list by now.
    for (const instance of instances) expect((await pageOf(instance, slug)).status).toBe(404);

    const post = await wordpressWrite("posts", {
      title,
      slug,
      content: "<p>Reachable from every instance.</p>",
      status: "publish",
    });
    expect(post.slug).toBe(slug);
    const published = Date.now();
    toPublish.push(
      ...(await Promise.all(
        instances.map((instance) =>
          timeUntil(async () => {
            const page = await pageOf(instance, slug);
            return page.status === 200 && page.html.includes(title);
          }, published),
        ),
      )),
    );

    await wordpressWrite(`posts/${post.id}`, { status: "draft" });
    const unpublished = Date.now();
    toUnpublish.push(
      ...(await Promise.all(
        instances.map((instance) =>
          timeUntil(async () => {
            const page = await pageOf(instance, slug);
            return page.status === 404 && page.html.includes(blogPageCopy.notFound) && !page.html.includes(title);
          }, unpublished),
        ),
      )),
    );
  }

  console.log(`new post page 200 on each of ${instances.length} instances, ${POSTS} posts: ${summary(toPublish)}`);
  console.log(`unpublished post 404 on each of ${instances.length} instances, ${POSTS} posts: ${summary(toUnpublish)}`);
  expect(Math.max(...toPublish)).toBeLessThanOrEqual(WITHIN_MS);
  expect(Math.max(...toUnpublish)).toBeLessThanOrEqual(WITHIN_MS);
});
