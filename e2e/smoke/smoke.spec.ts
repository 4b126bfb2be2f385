import { expect, test, type APIResponse } from "@playwright/test";
import { solvedChallenge } from "../../tools/kit/challenge";
import { SMOKE_TEST_HEADER } from "../../lib/forms/smoke-test";
import { aliases, routePaths } from "../../lib/routes";

// Every check reads; none sends a submission unless SMOKE_TEST_TOKEN is set, and then one, carrying the token,
// which the receiver keeps out of the inbox (docs/deploying.md). The edge's tag header is checked only where the deployment
// shows it (SMOKE_TAG_HEADER, e.g. Surrogate-Key at an origin with CDN_PROVIDER=varnish): Varnish, Fastly
// and Cloudflare strip theirs before visitors.
const tagHeader = process.env.SMOKE_TAG_HEADER?.toLowerCase();

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toContain("strict-origin-when-cross-origin");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
}

/** A page the edge may keep: shared caching allowed, nothing private, no cookie. */
function expectPublicPage(response: APIResponse) {
  const cacheControl = response.headers()["cache-control"] ?? "";
  expect(cacheControl).toMatch(/s-maxage=\d+/);
  expect(cacheControl).not.toMatch(/private|no-store/);
  expect(response.headers()["set-cookie"]).toBeUndefined();
  if (tagHeader) expect(response.headers()[tagHeader], tagHeader).toBeTruthy();
}

for (const path of routePaths)
  test(`${path} answers its page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toMatch(/<h1[\s>]/);
    expectSecurityHeaders(response);
    expectPublicPage(response);
  });

for (const [alias, target] of Object.entries(aliases))
  test(`${alias} shows ${target}, whose address is canonical`, async ({ request }) => {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${target}"`));
  });

test("an unknown address answers the not-found page, never stored", async ({ request }) => {
  const response = await request.get("/smoke-no-such-page");
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toMatch(/no-store/);
  expectSecurityHeaders(response);
});

test("the blog lists posts and a post answers its page", async ({ request }) => {
  const list = await request.get("/blog");
  expect(list.status()).toBe(200);
  expectPublicPage(list);
  const post = /href="(\/blog\/(?!page\/|category\/|feed)[a-z0-9-]+)"/.exec(await list.text())?.[1];
  expect(post, "a post's link on /blog").toBeTruthy();
  const page = await request.get(post!);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("<article");
  expectPublicPage(page);
});

test("the feed, the sitemap and robots.txt answer", async ({ request }) => {
  const feed = await request.get("/blog/feed.xml");
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  expect(await feed.text()).toContain("<item>");
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("<urlset");
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test("no operator endpoint answers a stranger", async ({ request }) => {
  const refusals = [401, 403, 404, 405];
  const answers = {
    "GET /api/metrics": (await request.get("/api/metrics")).status(),
    "POST /api/edge/purge": (await request.post("/api/edge/purge", { data: {} })).status(),
    "POST /api/revalidate": (await request.post("/api/revalidate", { data: {} })).status(),
    "GET /api/preview": (await request.get("/api/preview")).status(),
  };
  for (const [endpoint, status] of Object.entries(answers))
    expect(refusals, `${endpoint}: ${status}`).toContain(status);
});

const smokeTestToken = process.env.SMOKE_TEST_TOKEN;
if (smokeTestToken)
  test("the contact form takes a submission down the real path, kept out of the inbox by its test token", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post("/api/mail", {
      headers: { [SMOKE_TEST_HEADER]: smokeTestToken, origin: new URL(baseURL!).origin },
      multipart: {
        form: "contact",
        name: "Smoke Test",
        email: "smoke-test@nexaloom.in",
        service: "web",
        message: "The smoke suite's post after a deploy.",
        // Solved as a person's browser does, so the post goes the whole way a lead goes.
        ...(await solvedChallenge(baseURL!)),
      },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, id: expect.any(String) });
    expect(response.headers()["cache-control"] ?? "").not.toMatch(/public|s-maxage/);
  });
