import { expect, test } from "@playwright/test";
import { jsonLdProblems } from "./support/json-ld";
import { siteUrl } from "../playwright.config";
import { aliasEntries, archivePaths, canonicalPaths, indexablePaths, notFoundPath, pagePaths } from "./support/routes";

test.describe("metadata on every route", { tag: "@http" }, () => {
  test("titles and descriptions are unique, with canonical and share tags", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of [...canonicalPaths, ...archivePaths]) {
      const html = await (await request.get(path)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(description, `${path} description`).toBeTruthy();
      expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      expect(descriptions.get(description!), `${path} repeats a description`).toBeUndefined();
      titles.set(title!, path);
      descriptions.set(description!, path);

      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(new URL(canonical ?? "").pathname, `${path} canonical`).toBe(path);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(html, `${path} ${property}`).toContain(`property="${property}"`);
      }
      expect(html, `${path} twitter:card`).toContain('name="twitter:card" content="summary_large_image"');
    }
  });

  test("the not-found page's share image is on the site's own origin", async ({ request }) => {
    const html = await (await request.get(notFoundPath)).text();
    const image = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
    expect(new URL(image ?? "").origin).toBe(new URL(siteUrl).origin);
  });

  test("aliases declare their target as canonical", async ({ request }) => {
    for (const [alias, target] of aliasEntries) {
      const html = await (await request.get(alias)).text();
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      expect(new URL(canonical ?? "").pathname, alias).toBe(target);
    }
  });

  test("every JSON-LD block parses and carries the required properties of its type", async ({ request }) => {
    const seen = new Set<string>();
    for (const path of [...pagePaths, ...archivePaths]) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      );
      const types = blocks.map((block) => {
        const { type, problems } = jsonLdProblems(block);
        expect(problems, `${path} ${type}`).toEqual([]);
        // Once, in the HTML: the RSC payload, which no crawler reads, does not carry it a second time.
        expect(html, `${path} ${type} in the payload`).not.toContain(JSON.stringify(block).slice(1, -1));
        seen.add(type);
        return type;
      });
      if (path === "/") expect(types).toContain("Organization");
      else expect(types, `${path} has a BreadcrumbList`).toContain("BreadcrumbList");
      if (path === "/faq") expect(types).toContain("FAQPage");
      if (path.startsWith("/blog/") && !archivePaths.includes(path)) expect(types).toContain("BlogPosting");
    }
    expect([...seen]).toContain("BreadcrumbList");
  });
});

test.describe("crawler files", { tag: "@http" }, () => {
  test("the sitemap lists every indexable route and no alias or noindex page", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of indexablePaths) expect(urls, path).toContain(path);
    for (const [alias] of aliasEntries) expect(urls).not.toContain(alias);
    expect(urls).not.toContain("/thank-you");
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toMatch(/Allow: \//);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test("/thank-you is noindex", async ({ request }) => {
    const html = await (await request.get("/thank-you")).text();
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });
});
