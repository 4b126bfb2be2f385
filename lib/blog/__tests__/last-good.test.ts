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
  image: PLACEHOLDER_IMAGE,
  tags: [],
  categories: [],
  readTime: "1 min read",
  featured: false,
});

/** A WordPress source that answers until `down` is set, then fails as the real one does. */
function switchableSource() {
  const state = { down: false };
  const answer = <T>(value: T) =>
    state.down ? Promise.reject(new WordpressError("Failed to fetch posts")) : Promise.resolve(value);
  const source: BlogSource = {
    listPosts: ({ page, search }) =>
      answer<PostPage>({ posts: page > 2 || search === "none" ? [] : [post(`p${page}`)], page, totalPages: 2 }),
    getPost: (slug) => answer(slug.startsWith("missing") ? null : post(slug)),
    getRelated: () => answer([post("related")]),
    listCategories: () => answer([{ id: 1, slug: "ai", name: "AI" }]),
    listStubs: () => answer([{ slug: "p1", modified: "2026-11-01T00:00:00.000Z" }]),
    listLatest: () => answer([post("latest")]),
    listSlugs: () => answer(["p1"]),
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
