/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { diskLastGood, withLastGood } from "../last-good";
import { WordpressError } from "../wordpress";
import { PLACEHOLDER_IMAGE, type BlogPost, type BlogSource, type PostPage } from "../types";

const post = (slug: string): BlogPost => ({
  id: slug.length,
  slug,
  title: `Title of ${slug}`,
  excerpt: "",
  content: "<p>Body</p>",
  author: "Asha",
  date: "2026-11-01T00:00:00.000Z",
  modified: "2026-11-01T00:00:00.000Z",
  image: PLACEHOLDER_IMAGE,
  tags: [],
  categories: [],
  readTime: "1 min read",
  featured: false,
  noindex: false,
  nofollow: false,
});

/** A WordPress source that answers until `down` is set, then fails as the real one does. */
function switchableSource() {
  const state = { down: false };
  const answer = <T>(value: T) =>
    state.down
      ? Promise.reject(
          new WordpressError("Failed to fetch posts", {
            cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.9:443"), { code: "ECONNREFUSED" }),
          }),
        )
      : Promise.resolve(value);
  const source: BlogSource = {
    listPosts: ({ page, search }) =>
      answer<PostPage>({ posts: page > 2 || search === "none" ? [] : [post(`p${page}`)], page, totalPages: 2 }),
    getPost: (slug) => answer(slug.startsWith("missing") ? null : post(slug)),
    getRelated: () => answer([post("related")]),
    listCategories: () => answer([{ id: 1, slug: "ai", name: "AI" }]),
    listStubs: () => answer([{ slug: "p1", modified: "2026-11-01T00:00:00.000Z", noindex: false }]),
    listLatest: () => answer([post("latest")]),
    listSlugs: () => answer(["p1"]),
    listSlugRedirects: () => answer({}),
    listCategoryCounts: () => answer({ ai: 1 }),
  };
  return { source, state };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "last-good-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the WordPress source with its last good answers", () => {
  it("answers from the last good copy while WordPress fails, and fails where it never had one", async () => {
    const { source, state } = switchableSource();
    const blog = withLastGood(source, diskLastGood(dir));
    const fresh = {
      page: await blog.listPosts({ page: 1 }),
      post: await blog.getPost("cloud-costs"),
      categories: await blog.listCategories(),
      latest: await blog.listLatest(20),
    };

    state.down = true;
    expect(await blog.listPosts({ page: 1 })).toEqual(fresh.page);
    expect(await blog.getPost("cloud-costs")).toEqual(fresh.post);
    expect(await blog.listCategories()).toEqual(fresh.categories);
    expect(await blog.listLatest(20)).toEqual(fresh.latest);
    await expect(blog.getPost("never-asked")).rejects.toBeInstanceOf(WordpressError);
    await expect(blog.listPosts({ page: 2 })).rejects.toBeInstanceOf(WordpressError);
  });

  it("keeps no search, no empty answer and nothing for a made-up slug or page", async () => {
    const { source } = switchableSource();
    const blog = withLastGood(source, diskLastGood(dir));
    await blog.listPosts({ page: 1, search: "cloud" });
    await blog.listPosts({ page: 1, search: "none" });
    await blog.listPosts({ page: 999 });
    await blog.getPost("missing-post");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("takes at most its cap of answers on disk, whatever is asked", async () => {
    const { source } = switchableSource();
    const blog = withLastGood(source, diskLastGood(dir, 3));
    for (const slug of ["a", "b", "c", "d", "e"]) await blog.getPost(slug);
    expect(fs.readdirSync(dir)).toHaveLength(3);
  });

  it("passes on errors that are not WordPress failing", async () => {
    const { source } = switchableSource();
    const broken = new TypeError("a bug");
    const blog = withLastGood({ ...source, listCategories: () => Promise.reject(broken) }, diskLastGood(dir));
    await expect(blog.listCategories()).rejects.toBe(broken);
  });
});

describe("the last good answers' log lines", () => {
  let logged: ReturnType<typeof captureLog>;
  beforeEach(() => {
    logged = captureLog();
  });
  afterEach(() => logged.restore());

  it("name WordPress's failure once per outage by class and code, and a kept answer that cannot be read", async () => {
    const { source, state } = switchableSource();
    const blog = withLastGood(source, diskLastGood(dir));
    await blog.listPosts({ page: 1 });
    await blog.getPost("cloud-costs");
    // A kept answer cut short (a disk that filled, a hand edit): read as none, and said so.
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), '{"posts": [');

    state.down = true;
    await expect(blog.listPosts({ page: 1 })).rejects.toBeInstanceOf(WordpressError);
    await expect(blog.getPost("cloud-costs")).rejects.toBeInstanceOf(WordpressError);
    expect(logged.events("blog.wordpress_failed")).toEqual([
      expect.objectContaining({ level: "warn", error: "WordpressError", code: "ECONNREFUSED" }),
    ]);
    expect(logged.events("blog.last_good_unreadable")).toEqual([
      expect.objectContaining({ level: "warn", error: "SyntaxError" }),
    ]);
    expect(JSON.stringify(logged.lines)).not.toMatch(/10\.0\.0\.9|Failed to fetch/);

    state.down = false;
    await blog.listPosts({ page: 1 });
    expect(logged.events("blog.wordpress_failed.recovered")).toHaveLength(1);
  });
});
