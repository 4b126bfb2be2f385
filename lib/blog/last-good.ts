import "server-only";
import { metrics } from "@/lib/metrics.mjs";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { WordpressError } from "./wordpress";
import type { BlogSource } from "./types";
import { createLru } from "@/lib/server/lru";

/** Answers kept on disk; beyond this many, new ones are not kept (the blog's real pages are far fewer). */
const LAST_GOOD_MAX_ENTRIES = 5_000;

type LastGoodStore = {
  read(key: string): Promise<unknown>;
  write(key: string, value: unknown): Promise<void>;
};

const fileName = (key: string) => `${createHash("sha256").update(key).digest("hex")}.json`;

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/** The file's text, or null when there is none yet; any other failure is the disk's, and is thrown. */
const textOf = (file: string) =>
  fs.readFile(/*turbopackIgnore: true*/ file, "utf8").catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  });

/**
 * One JSON file per answer in the build's folder: written by the build and by every regeneration, so a
 * deployment starts with the answer of every page it pre-rendered. A write goes through a temporary
 * file, so a reader never sees half of one. Most calls bring the answer already kept (a page or
 * /api/posts served from Next's data cache): the digest of what this process last found or wrote for a
 * key lets them return without touching the disk.
 */
export function diskLastGood(dir: string, maxEntries = LAST_GOOD_MAX_ENTRIES): LastGoodStore {
  const kept = createLru<string>(maxEntries);
  return {
    async read(key) {
      const text = await textOf(path.join(dir, fileName(key)));
      return text === null ? undefined : (JSON.parse(text) as unknown);
    },
    async write(key, value) {
      const file = path.join(dir, fileName(key));
      const text = JSON.stringify(value);
      const sum = digest(text);
      if (kept.get(key) === sum) return;
      const existing = await textOf(file);
      if (existing === text) return void kept.set(key, sum);
      await fs.mkdir(dir, { recursive: true });
      if (existing === null && (await fs.readdir(/*turbopackIgnore: true*/ dir)).length >= maxEntries) return;
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temporary, text);
      await fs.rename(temporary, file).catch(async (error: unknown) => {
        await fs.rm(temporary, { force: true });
        throw error;
      });
      kept.set(key, sum);
    },
  };
}

/**
 * The WordPress source, with each answer that had posts kept as the last good one: when WordPress fails
 * (down, an error status, an answer that does not parse), the page is built from that answer instead of
 * failing, so a regeneration during an outage leaves the page as it was. Searches are never kept (the
 * words are the visitor's), nor empty answers (any page number or slug a stranger makes up is one), so
 * only the blog's real pages take room.
 */
export function withLastGood(source: BlogSource, store: LastGoodStore): BlogSource {
  const keepNotice = failureNotice(
    "blog.last_good_unwritable",
    "the last good answers cannot be kept; an outage would now show errors instead of the last pages",
  );
  const outageNotice = failureNotice(
    "blog.wordpress_failed",
    "WordPress failed; pages are built from its last good answers",
  );
  const readNotice = failureNotice(
    "blog.last_good_unreadable",
    "a last good answer could not be read; its page fails while WordPress does",
  );

  /** The kept answer for `key`, or undefined when there is none or it cannot be read (logged). */
  async function kept(key: string): Promise<unknown> {
    try {
      const value = await store.read(key);
      readNotice.recovered();
      return value;
    } catch (failure) {
      readNotice.failed(errorFields(failure));
      return undefined;
    }
  }

  async function remembered<T>(
    key: string | null,
    load: () => Promise<T>,
    worthKeeping: (value: T) => boolean,
  ): Promise<T> {
    if (key === null) return load();
    try {
      const value = await load();
      outageNotice.recovered();
      if (worthKeeping(value))
        await store.write(key, value).then(
          () => keepNotice.recovered(),
          (failure: unknown) => keepNotice.failed(errorFields(failure)),
        );
      return value;
    } catch (error) {
      if (!(error instanceof WordpressError)) throw error;
      outageNotice.failed(errorFields(error));
      const value = await kept(key);
      if (value === undefined) throw error;
      metrics().lastGood.inc();
      return value as T;
    }
  }
  const nonEmpty = (list: unknown[]) => list.length > 0;

  return {
    listPosts: (query) =>
      remembered(
        query.search ? null : `listPosts:${query.page}:${query.category ?? ""}`,
        () => source.listPosts(query),
        (page) => nonEmpty(page.posts),
      ),
    getPost: (slug) =>
      remembered(
        `getPost:${slug}`,
        () => source.getPost(slug),
        (post) => post !== null,
      ),
    getRelated: (post) => remembered(`getRelated:${post.id}`, () => source.getRelated(post), nonEmpty),
    listCategories: () => remembered("listCategories", () => source.listCategories(), nonEmpty),
    listStubs: (limit) => remembered(`listStubs:${limit ?? "all"}`, () => source.listStubs(limit), nonEmpty),
    listLatest: (limit) => remembered(`listLatest:${limit}`, () => source.listLatest(limit), nonEmpty),
    // The proxy's list keeps its previous slugs and redirects itself when WordPress fails.
    listSlugs: () => source.listSlugs(),
    listSlugRedirects: () => source.listSlugRedirects(),
    listCategoryCounts: () => source.listCategoryCounts(),
  };
}
