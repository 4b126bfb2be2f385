import { expect, test } from "@playwright/test";
import { wordpressWrite } from "./wordpress-admin";

// From a real webhook to an edge that follows the provider's purge API (issue 41): the site under test is
// built and started with CDN_PROVIDER against the contract server tools/wordpress/test-e2e-wordpress.sh starts
// (tools/cdn-contract/). Fastly's documented form: POST /service/<id>/purge, the keys space-separated
// in Surrogate-Key, the token in Fastly-Key, Fastly-Soft-Purge: 1 for a soft purge; pages tagged with
// Surrogate-Key. Cloudflare's: POST /zones/<id>/purge_cache with {"tags": [...]}, no soft purge; pages
// tagged with Cache-Tag, comma-separated.

const contract = process.env.CDN_API_URL!;
const provider = process.env.CDN_PROVIDER!;
const deploymentKey = `deploy-${process.env.DEPLOYMENT_ID!}`;
const tagging = {
  fastly: { header: "surrogate-key", separator: " " },
  cloudflare: { header: "cache-tag", separator: "," },
}[provider];
/** The bar: a webhook's purge is accepted by the provider within 5 s. */
const PURGED_WITHIN_MS = 5_000;

type Seen = { purges: { keys: string[]; soft: boolean; at: number }[]; refusals: { reason: string }[] };

async function seenByEdge(): Promise<Seen> {
  const response = await fetch(`${contract}/__purges`);
  return (await response.json()) as Seen;
}

test(`a published post is tagged for ${provider}, and its webhook's purge is accepted within 5 s`, async ({
  request,
}) => {
  expect(contract, "tools/wordpress/test-e2e-wordpress.sh names the contract server").toMatch(
    /^http:\/\/127\.0\.0\.1:/,
  );
  expect(tagging, "CDN_PROVIDER is fastly or cloudflare").toBeDefined();
  const before = Date.now();
  const post = await wordpressWrite("posts", {
    title: `Edge purge check ${before}`,
    content: "<p>Reaches the edge as the provider takes it.</p>",
    status: "publish",
  });

  await expect
    .poll(async () => (await seenByEdge()).purges.filter((purge) => purge.at >= before).flatMap((p) => p.keys), {
      timeout: PURGED_WITHIN_MS,
      intervals: [100, 200, 250],
    })
    .toEqual(expect.arrayContaining(["posts", `post-${post.slug}`]));
  const published = (await seenByEdge()).purges.filter((purge) => purge.at >= before);
  // A publish is soft where the provider has soft purges, so the edge keeps a stale copy through an outage;
  // Cloudflare has none.
  expect(published.every((purge) => purge.soft)).toBe(provider === "fastly");
  expect((await seenByEdge()).refusals).toEqual([]);

  const page = await request.get(`/blog/${post.slug}`);
  expect(page.status()).toBe(200);
  const keys = (page.headers()[tagging!.header] ?? "").split(tagging!.separator);
  expect(keys).toEqual(expect.arrayContaining([deploymentKey, "posts", `post-${post.slug}`]));

  await wordpressWrite(`posts/${post.id}`, { status: "draft" });
  const unpublished = Date.now();
  // A page that now answers the 404 must go: the post's own key is purged hard.
  await expect
    .poll(
      async () =>
        (await seenByEdge()).purges.some(
          (purge) => purge.at >= unpublished && !purge.soft && purge.keys.includes(`post-${post.slug}`),
        ),
      { timeout: PURGED_WITHIN_MS, intervals: [100, 200, 250] },
    )
    .toBe(true);
});
