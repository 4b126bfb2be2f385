import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/** Where `next start` keeps ISR pages and fetched data: the folders a stream of unknown slugs could fill. */
const distDir = path.resolve(__dirname, "../..", process.env.NEXT_DIST_DIR ?? ".next");
const cacheDirs = [
  path.join(distDir, "server/route-cache"),
  path.join(distDir, "server/app/blog"),
  path.join(distDir, "cache/fetch-cache"),
];

function bytesIn(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .reduce(
      (sum, entry) => (entry.isFile() ? sum + fs.statSync(path.join(entry.parentPath, entry.name)).size : sum),
      0,
    );
}
const cacheBytes = () => cacheDirs.reduce((sum, dir) => sum + bytesIn(dir), 0);

const NOT_STORED = /\b(no-store|no-cache)\b/;

test("an unknown slug and an unknown path answer 404 that no shared cache may keep", async ({ page, request }) => {
  for (const url of ["/blog/no-such-post-anywhere", "/no-such-page-anywhere"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()["cache-control"], url).toMatch(/^private\b/);
    expect(response.headers()["cache-control"], url).toMatch(NOT_STORED);
  }
  const response = await page.goto("/blog/no-such-post-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Post not found." })).toBeVisible();
});

/** Every file under the cache folders, by path: a file named after a slug tried here means the slug was stored. */
function cachedFiles(): string[] {
  return cacheDirs.flatMap((dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name))) : [],
  );
}

test("1,000 random slugs, half with a forged Draft Mode cookie, and 200 share cards of no post store nothing", async ({
  request,
}) => {
  test.setTimeout(240_000);
  // Warm up first: the shared 404 page may be stored once.
  for (const slug of ["warm-up-1", "warm-up-2"]) expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  const before = cacheBytes();
  const run = `probe${Date.now().toString(36)}`;
  const slug = (index: number) => `${run}-${index}-${Math.random().toString(36).slice(2, 10)}`;
  // Any value under Draft Mode's cookie name: only Next's own previewModeId or our signed session may open a preview.
  const forged = (index: number): Record<string, string> =>
    index % 2 ? { cookie: `__prerender_bypass=${Math.random().toString(36).slice(2)}` } : {};
  const urls = [
    ...Array.from({ length: 1_000 }, (_, index) => ({ url: `/blog/${slug(index)}`, headers: forged(index) })),
    ...Array.from({ length: 200 }, (_, index) => ({
      url: `/blog/${slug(1_000 + index)}/opengraph-image`,
      headers: forged(index),
    })),
  ];
  for (let start = 0; start < urls.length; start += 20) {
    await Promise.all(
      urls.slice(start, start + 20).map(async ({ url, headers }) => {
        const response = await request.get(url, { headers });
        expect(response.status(), url).toBe(404);
        expect(response.headers()["cache-control"], url).toMatch(NOT_STORED);
      }),
    );
  }
  expect(cachedFiles().filter((file) => file.includes(run))).toEqual([]);
  const grown = cacheBytes() - before;
  test.info().annotations.push({ type: "cache growth for 1,200 unknown slugs", description: `${grown} bytes` });
  // One stored 404 page weighs about 130 KB, so a thousand of them would be well over 100 MB. Other
  // workers render and revalidate real posts meanwhile, which is what the few hundred KB of slack are for.
  expect(grown).toBeLessThan(5_000_000);
});
