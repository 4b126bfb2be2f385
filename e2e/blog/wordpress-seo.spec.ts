import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readFeed } from "../support/feed";
import { wordpressUrl } from "./source-truth";
import { wordpressWrite, type WpPost } from "./wordpress-admin";

// Issue 42, "Yoast's fields in the page" and "the post's own noindex, everywhere the post appears". Yoast SEO
// cannot be installed here: e2e/wordpress/mu-plugins/yoast-head-json.php answers `yoast_head_json` in Yoast's
// documented shape from Yoast's own post meta, which it lets the tests write through `meta`. The seeded
// WordPress has "Discourage search engines" on, as many headless ones do (e2e/wordpress/seed.php).

const SITE = "https://www.nexaloom.in";
const stamp = Date.now();
/** The webhook brings a new post to the site within seconds (wordpress-freshness.spec.ts). */
const VISIBLE_WITHIN_MS = 5_000;
/** Seeded with Yoast's noindex flag before the site was built, so its page was pre-rendered with it. */
const SEEDED_NOINDEX_SLUG = "evaluating-llm-answers-without-a-phd";

type YoastHead = {
  title: string;
  robots: { index: string; follow: string };
  schema?: { "@graph"?: { "@type": string; "@id"?: string }[] };
};
type WpRead = {
  id: number;
  slug: string;
  date_gmt: string;
  meta: Record<string, string>;
  yoast_head_json: YoastHead;
  nexaloom_seo: { noindex: boolean; nofollow: boolean; custom_title: boolean };
};

async function wordpressRead(query: string): Promise<WpRead[]> {
  const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/posts?${query}`);
  if (!response.ok) throw new Error(`WordPress answered ${response.status} for ${query}`);
  return (await response.json()) as WpRead[];
}

async function onSite(request: APIRequestContext, slug: string) {
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), {
      timeout: VISIBLE_WITHIN_MS,
      intervals: [100, 200, 250],
    })
    .toBe(200);
}

const sitemapLocs = async (request: APIRequestContext) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
};
const feedLinks = async (request: APIRequestContext) => (await readFeed(request)).items.map((item) => item.link);
const postUrl = (slug: string) => `${SITE}/blog/${slug}`;

/** Every robots directive the page states, joined (Next writes one `<meta name="robots">`). */
const robotsOf = async (page: Page) =>
  (await page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content"))))
    .join(", ")
    .toLowerCase();

test.describe.serial("the editor's SEO settings in Yoast reach the site", () => {
  test("a post flagged noindex before the build says noindex on its pre-rendered page and is in neither the sitemap nor the feed", async ({
    page,
    request,
  }) => {
    const [seeded] = await wordpressRead(`slug=${SEEDED_NOINDEX_SLUG}&_fields=id,slug,date_gmt,meta`);
    expect(seeded?.meta["_yoast_wpseo_meta-robots-noindex"], "seed.php flags it in Yoast's post meta").toBe("1");
    // Its older neighbour, an ordinary post: present where the flagged one must be absent, so the absence
    // is the flag's doing and not the lists' length.
    const [older] = await wordpressRead(`before=${seeded!.date_gmt}Z&per_page=1&_fields=id,slug`);
    expect(older, "a published post older than the flagged one").toBeDefined();

    const response = await page.goto(`/blog/${seeded!.slug}`);
    expect(response?.status()).toBe(200);
    expect(await robotsOf(page)).toContain("noindex");

    const locs = await sitemapLocs(request);
    expect(locs).toContain(postUrl(older!.slug));
    expect(locs).not.toContain(postUrl(seeded!.slug));
    const links = await feedLinks(request);
    expect(links).toContain(postUrl(older!.slug));
    expect(links).not.toContain(postUrl(seeded!.slug));
  });

  test("a post with Yoast's fields: the page's title, description, canonical and og:image are the editor's, never Yoast's schema", async ({
    page,
    request,
  }) => {
    const [media] = (await (
      await fetch(`${wordpressUrl}/wp-json/wp/v2/media?per_page=1&_fields=source_url`)
    ).json()) as {
      source_url: string;
    }[];
    const imageUrl = media!.source_url;
    const slug = `yoast-fields-${stamp}`;
    const seoTitle = `Release checklists that keep Friday deploys boring (${stamp})`;
    const description = `The twelve checks we run before every release, and the three we dropped. ${stamp}`;
    const post = await wordpressWrite("posts", {
      title: `Yoast fields ${stamp}`,
      slug,
      content: "<p>What we check before a release.</p>",
      status: "publish",
      meta: {
        _yoast_wpseo_title: seoTitle,
        _yoast_wpseo_metadesc: description,
        // Its own WordPress permalink, as Yoast's canonical field would hold it.
        _yoast_wpseo_canonical: `${wordpressUrl}/${slug}/`,
        "_yoast_wpseo_opengraph-image": imageUrl,
      },
    });
    expect(post.slug).toBe(slug);
    const [read] = await wordpressRead(`include=${post.id}&_fields=yoast_head_json,nexaloom_seo`);
    expect(read!.yoast_head_json.title).toBe(seoTitle);
    expect(read!.nexaloom_seo.custom_title).toBe(true);

    await onSite(request, slug);
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveTitle(seoTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", postUrl(slug));
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", imageUrl);

    // Yoast's schema.org graph stays out: the site's own JSON-LD is the one.
    const html = await (await request.get(`/blog/${slug}`)).text();
    const yoastIds = (read!.yoast_head_json.schema?.["@graph"] ?? [])
      .filter((node) => node["@type"] === "Person" || node["@type"] === "WebSite")
      .map((node) => node["@id"]!);
    expect(yoastIds.length, "the stand-in sends a schema graph").toBeGreaterThan(0);
    for (const id of yoastIds) expect(html).not.toContain(id);
  });

  test("a post flagged noindex has noindex on its page and leaves the sitemap and the feed", async ({
    page,
    request,
  }) => {
    const hidden = await wordpressWrite("posts", {
      title: `Internal: holiday rota ${stamp}`,
      content: "<p>For the team, not for search engines.</p>",
      status: "publish",
      meta: { "_yoast_wpseo_meta-robots-noindex": "1" },
    });
    // Published after it, an ordinary post: once it is in the sitemap and the feed, both were rebuilt after the
    // flagged post existed.
    const shown: WpPost = await wordpressWrite("posts", {
      title: `Public: what we shipped ${stamp}`,
      content: "<p>For everyone.</p>",
      status: "publish",
    });
    await onSite(request, hidden.slug);
    await page.goto(`/blog/${hidden.slug}`);
    expect(await robotsOf(page)).toContain("noindex");

    await expect
      .poll(async () => (await sitemapLocs(request)).includes(postUrl(shown.slug)), { timeout: VISIBLE_WITHIN_MS })
      .toBe(true);
    expect(await sitemapLocs(request)).not.toContain(postUrl(hidden.slug));
    await expect
      .poll(async () => (await feedLinks(request)).includes(postUrl(shown.slug)), { timeout: VISIBLE_WITHIN_MS })
      .toBe(true);
    expect(await feedLinks(request)).not.toContain(postUrl(hidden.slug));
  });

  test("with Discourage search engines on, Yoast says noindex for every post, yet an ordinary post is not noindexed; without an SEO title of its own it keeps the site's title", async ({
    page,
    request,
  }) => {
    const title = `Plain post ${stamp}`;
    const post = await wordpressWrite("posts", {
      title,
      content: "<p>No SEO settings of its own.</p>",
      status: "publish",
    });
    const [read] = await wordpressRead(`include=${post.id}&_fields=yoast_head_json,nexaloom_seo`);
    // Yoast's robots follow the site-wide setting (seeded on), not the post.
    expect(read!.yoast_head_json.robots.index).toBe("noindex");
    expect(read!.nexaloom_seo.noindex).toBe(false);

    await onSite(request, post.slug);
    await page.goto(`/blog/${post.slug}`);
    expect(await robotsOf(page)).not.toContain("noindex");
    const pageTitle = await page.title();
    expect(pageTitle).toContain(title);
    // Yoast's own template title ("<title> - <WordPress site name>") is not taken when the editor set none.
    expect(pageTitle).not.toBe(read!.yoast_head_json.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", postUrl(post.slug));
    await expect
      .poll(async () => (await sitemapLocs(request)).includes(postUrl(post.slug)), { timeout: VISIBLE_WITHIN_MS })
      .toBe(true);
  });
});
