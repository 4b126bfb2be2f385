import "server-only";
import { failureNotice } from "@/lib/failure-notice.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";
import { decode } from "html-entities";
import type { z } from "zod";
import { postSeo, toBlogPost, toPostSummary, utc, type MapperContext } from "./wordpress-mapper";
import { blogTags, BLOG_REVALIDATE_SECONDS } from "./cache-tags";
import {
  LIST_EMBEDDED,
  LIST_FIELDS,
  POST_EMBEDDED,
  wordpressCategoryCountListSchema,
  wordpressCategoryListSchema,
  wordpressIdListSchema,
  wordpressOldSlugsSchema,
  wordpressPostListSchema,
  wordpressPostSeoListSchema,
  wordpressSlugListSchema,
  wordpressStubListSchema,
  type WordpressPost,
} from "./wordpress-schema";
import {
  PAGE_SIZE,
  RELATED_COUNT,
  type BlogCategory,
  type BlogPost,
  type BlogSource,
  type PostPage,
  type PostStub,
} from "./types";
import { buildSnapshot, type BuildSnapshot } from "./build-snapshot";
import { relatedPosts } from "./related";
import { framework } from "@/lib/config";

/** WordPress refuses per_page above 100. */
const MAX_PER_PAGE = 100;
const TIMEOUT_MS = 8_000;

/** WordPress failed: unreachable (the code is on the cause), an error status (the code), or an answer that does not parse. */
export class WordpressError extends Error {
  readonly name = "WordpressError";
  readonly code: string | undefined;
  constructor(message: string, { cause, status }: { cause?: unknown; status?: number } = {}) {
    super(message, { cause });
    this.code = status === undefined ? undefined : String(status);
  }
}

type Fetched<T> = { data: T; totalPages: number; total: number } | { data: null; totalPages: 0; total: 0 };

const building = () => framework.isBuild();

/** One snapshot per build process and WordPress, shared by every page that process renders. */
const snapshots = () => processSingleton("nexaloom.buildSnapshots", () => new Map<string, Promise<BuildSnapshot>>());

/** Where the site lives and which image hosts it may show, for mapping WordPress's answers. */
export type WordpressSourceOptions = Omit<MapperContext, "wordpressOrigin" | "onMalformedSeo">;

/** Once per process: a malformed Yoast field on every render of a post is one line, not one per render. */
const malformedSeoNotice = () =>
  processSingleton("nexaloom.malformedSeoNotice", () =>
    failureNotice(
      "blog.seo_fields_malformed",
      "SEO fields from WordPress did not parse; the site's own values stand in",
    ),
  );

export function wordpressSource(base: string, options: WordpressSourceOptions): BlogSource {
  const root = base.replace(/\/+$/, "");
  const context: MapperContext = {
    ...options,
    wordpressOrigin: root,
    onMalformedSeo: (fields) => malformedSeoNotice().failed({ fields }),
  };
  const toPost = (post: WordpressPost) => toBlogPost(post, context);

  async function get<S extends z.ZodType>(
    path: string,
    params: Record<string, string | number | undefined>,
    tags: string[] | "fresh",
    schema: S,
    failure: string,
  ): Promise<Fetched<z.infer<S>>> {
    const url = new URL(`${root}/wp-json/${path.startsWith("nexaloom/") ? path : `wp/v2/${path}`}`);
    for (const [key, value] of Object.entries(params))
      if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
    // Counts every call, whether Next's data cache answers it or WordPress does.
    const timer = metrics().wordpress.startTimer();
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(tags === "fresh" ? { cache: "no-store" as const } : { next: { revalidate: BLOG_REVALIDATE_SECONDS, tags } }),
    }).catch((cause: unknown) => {
      timer({ outcome: "unreachable" });
      throw new WordpressError(failure, { cause });
    });
    timer({ outcome: response.ok || response.status === 400 ? "ok" : "error" });
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null;
      // Past the last page WordPress answers 400 rather than an empty list.
      if (body?.code === "rest_post_invalid_page_number") return { data: null, totalPages: 0, total: 0 };
    }
    if (!response.ok) throw new WordpressError(failure, { status: response.status });
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new WordpressError(failure, { cause: parsed.error });
    return {
      data: parsed.data,
      totalPages: Math.max(1, Number(response.headers.get("x-wp-totalpages")) || 1),
      total: Number(response.headers.get("x-wp-total")) || 0,
    };
  }

  async function listCategories(): Promise<BlogCategory[]> {
    const { data } = await get(
      "categories",
      { per_page: MAX_PER_PAGE, hide_empty: "true", orderby: "name" },
      [blogTags.categories],
      wordpressCategoryListSchema,
      "Failed to fetch categories",
    );
    return (data ?? []).map(({ id, slug, name }) => ({ id, slug, name: decode(name) }));
  }

  /**
   * Every published post, 100 to a request with _embed: page 1 tells X-WP-TotalPages, the rest are
   * fetched together. Each page is a cached fetch, so build workers after the first read it from the
   * data cache rather than from WordPress.
   */
  async function loadAllPosts(): Promise<BlogPost[]> {
    const load = (page: number) =>
      get(
        "posts",
        { _embed: POST_EMBEDDED, _fields: LIST_FIELDS, per_page: MAX_PER_PAGE, page },
        [blogTags.list],
        wordpressPostListSchema,
        "Failed to fetch posts",
      );
    const first = await load(1);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => load(index + 2)),
    );
    return [first, ...rest].flatMap(({ data }) => data ?? []).map(toPost);
  }

  /**
   * During `next build` every read is answered from one snapshot of all posts; at run time each asks
   * WordPress, cached by tag. The snapshot is fetched once per build process, so only the page that
   * fetched it would carry its cache tags; every read therefore also fetches one tiny URL with the
   * read's own tags. That URL is fetched from WordPress once and read from the data cache after, and it
   * leaves each page tagged as at run time, so the webhook's tags expire it at once.
   */
  function snapshot(tags: string[]): Promise<BuildSnapshot> | null {
    if (!building()) return null;
    const kept = snapshots();
    let pending = kept.get(root);
    if (!pending) {
      pending = loadAllPosts().then(buildSnapshot);
      // A failed load must not stick: the next page of the build may find WordPress answering again.
      pending.catch(() => kept.delete(root));
      kept.set(root, pending);
    }
    const tagged = get("posts", { per_page: 1, _fields: "id" }, tags, wordpressIdListSchema, "Failed to fetch posts");
    return Promise.all([pending, tagged]).then(([built]) => built);
  }

  /** Posts as cards; the category list that names their categories (cached) is asked at the same time. */
  async function listPage(params: Record<string, string | number | undefined>, tags: string[] | "fresh") {
    const [list, categories] = await Promise.all([
      get(
        "posts",
        { _embed: LIST_EMBEDDED, _fields: LIST_FIELDS, ...params },
        tags,
        wordpressPostListSchema,
        "Failed to fetch posts",
      ),
      listCategories(),
    ]);
    return { ...list, cards: list.data?.map((post) => toPostSummary(post, context, categories)) ?? null };
  }

  /**
   * The plain list, as WordPress's own blog shows it: the sticky posts lead (newest first, as WP_Query
   * orders them), then every other post, each once, six to a page. Sticky posts are read whole (an
   * editor sticks a handful); the rest are read from their offset, so a page never repeats one.
   */
  async function stickyFirst(page: number): Promise<PostPage> {
    const rests = (offset: number, perPage: number) =>
      listPage({ sticky: "false", per_page: perPage, offset }, [blogTags.list]);
    // Page 1's other posts start at offset 0 however many are sticky: asked together, as the blog's
    // first page is the one every publish has the edge fetch again.
    const [{ cards: sticky }, firstRest] = await Promise.all([
      listPage({ sticky: "true", per_page: MAX_PER_PAGE }, [blogTags.list]),
      page === 1 ? rests(0, PAGE_SIZE) : null,
    ]);
    const leading = (sticky ?? []).slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const wanted = PAGE_SIZE - leading.length;
    const offset = Math.max(0, (page - 1) * PAGE_SIZE - (sticky ?? []).length);
    // per_page 1 when the page is all sticky: the answer's X-WP-Total still counts the rest.
    const rest = firstRest ?? (await rests(offset, Math.max(1, wanted)));
    const totalPages = Math.max(1, Math.ceil(((sticky ?? []).length + rest.total) / PAGE_SIZE));
    const posts = [...leading, ...(rest.cards ?? []).slice(0, wanted)];
    return { posts, page, totalPages: posts.length ? totalPages : Math.max(1, page - 1) };
  }

  /** At build the snapshot's posts come from list reads, which leave Yoast's head out: it is read per post. */
  async function withSeo(post: BlogPost | null): Promise<BlogPost | null> {
    if (!post) return null;
    const { data } = await get(
      "posts",
      { slug: post.slug, _fields: "slug,nexaloom_seo,yoast_head_json" },
      [blogTags.post(post.slug)],
      wordpressPostSeoListSchema,
      "Failed to fetch post",
    );
    const seo = data?.[0] && postSeo(data[0], context);
    return seo ? { ...post, seo } : post;
  }

  return {
    async listPosts({ page, search, category }) {
      if (!search && !category) return stickyFirst(page);
      const categoryId = category ? (await listCategories()).find((item) => item.slug === category)?.id : undefined;
      if (category && !categoryId) return { posts: [], page, totalPages: 1 };
      const { cards, totalPages } = await listPage(
        {
          per_page: PAGE_SIZE,
          page,
          search,
          categories: categoryId,
          ...(search ? { orderby: "relevance" } : {}),
        },
        // Search words are the visitor's: a stored entry per distinct string would grow the data cache without bound.
        search ? "fresh" : [blogTags.list],
      );
      if (!cards) return { posts: [], page, totalPages: Math.max(1, page - 1) };
      return { posts: cards, page, totalPages };
    },

    async getPost(slug) {
      const built = snapshot([blogTags.post(slug)]);
      if (built) return withSeo((await built).post(slug));
      const { data } = await get(
        "posts",
        { _embed: POST_EMBEDDED, _fields: `${LIST_FIELDS},yoast_head_json`, slug },
        [blogTags.post(slug)],
        wordpressPostListSchema,
        "Failed to fetch post",
      );
      const post = data?.[0];
      return post ? toPost(post) : null;
    },

    async getRelated(post) {
      const built = snapshot([blogTags.related]);
      if (built) return (await built).related(post);
      const params = { per_page: RELATED_COUNT, exclude: post.id };
      const query = (extra: Record<string, string>) =>
        listPage({ ...params, ...extra }, [blogTags.related]).then(({ cards }) => cards ?? []);
      // The newest few of the post's categories and the newest few overall hold every post the rule can
      // pick. Both at once: waiting for one answer before asking the other doubled the time of uncached
      // renders (every preview is one).
      const [sameTopic, latest] = await Promise.all([
        post.categories.length ? query({ categories: post.categories.map((item) => item.id).join(",") }) : [],
        query({}),
      ]);
      const seen = new Set(sameTopic.map((item) => item.id));
      return relatedPosts(post, [...sameTopic, ...latest.filter((item) => !seen.has(item.id))]);
    },

    listCategories,

    async listStubs(limit) {
      const built = snapshot([blogTags.list, blogTags.sitemap]);
      if (built) return (await built).stubs(limit);
      const stubs: PostStub[] = [];
      const perPage = Math.min(limit ?? MAX_PER_PAGE, MAX_PER_PAGE);
      for (let page = 1; ; page += 1) {
        const { data, totalPages } = await get(
          "posts",
          { per_page: perPage, page, _fields: "slug,modified_gmt,nexaloom_seo" },
          [blogTags.list, blogTags.sitemap],
          wordpressStubListSchema,
          "Failed to fetch posts",
        );
        stubs.push(
          ...(data ?? []).map((item) => ({
            slug: item.slug,
            modified: utc(item.modified_gmt),
            noindex: item.nexaloom_seo?.noindex ?? false,
          })),
        );
        if (!data || page >= totalPages || (limit !== undefined && stubs.length >= limit)) break;
      }
      return limit === undefined ? stubs : stubs.slice(0, limit);
    },

    async listLatest(limit) {
      return (await listPage({ per_page: limit }, [blogTags.list])).cards ?? [];
    },

    async listSlugs() {
      const load = (page: number) =>
        get(
          "posts",
          { per_page: MAX_PER_PAGE, page, _fields: "slug" },
          "fresh",
          wordpressSlugListSchema,
          "Failed to fetch slugs",
        );
      const first = await load(1);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => load(index + 2)),
      );
      return [first, ...rest].flatMap(({ data }) => data ?? []).map((item) => item.slug);
    },

    async listCategoryCounts() {
      const { data } = await get(
        "categories",
        { per_page: MAX_PER_PAGE, hide_empty: "true", _fields: "slug,count" },
        "fresh",
        wordpressCategoryCountListSchema,
        "Failed to fetch categories",
      );
      return Object.fromEntries((data ?? []).map(({ slug, count }) => [slug, count]));
    },

    async listSlugRedirects() {
      const { data } = await get(
        "nexaloom/v1/old-slugs",
        {},
        "fresh",
        wordpressOldSlugsSchema,
        "Failed to fetch old slugs",
      ).catch((error: unknown) => {
        // A WordPress without the mu-plugin has no map to give: no redirects, as before it.
        if (error instanceof WordpressError && error.code === "404") return { data: {} };
        throw error;
      });
      return data ?? {};
    },
  };
}
