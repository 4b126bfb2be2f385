/** The blog's model (spec section 3), whichever source the posts come from. */
export type BlogImage = { src: string; width: number; height: number; alt: string };

export type BlogCategory = { id: number; slug: string; name: string };

/**
 * What an editor set in the SEO plugin (Yoast's `yoast_head_json`), mapped onto the site: every URL is
 * absolute, and a canonical that maps to no page of the site is left out. Only single-post reads carry
 * it; each field falls back to the site's own value when absent.
 */
export type PostSeo = {
  /** The editor's SEO title: the page's whole `<title>`. Absent unless the editor set one. */
  title?: string;
  description?: string;
  canonical?: string;
  openGraph?: { title?: string; description?: string; image?: { url: string; width?: number; height?: number } };
  twitter?: { title?: string; description?: string; image?: string };
};

export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  /** Plain text: markup stripped. */
  excerpt: string;
  /** Sanitized HTML. */
  content: string;
  author: string;
  /** ISO 8601, UTC. */
  date: string;
  /** ISO 8601, UTC: the last edit, or the date when the source keeps none. */
  modified: string;
  image: BlogImage;
  /** Used as the page's keywords. */
  tags: string[];
  categories: BlogCategory[];
  readTime: string;
  /** Stuck to the top of the blog by an editor ("sticky" in WordPress). */
  featured: boolean;
  /** The post's own robots flags (Yoast's per-post setting): a noindex post leaves the sitemap and the feed. */
  noindex: boolean;
  nofollow: boolean;
  /** Single-post reads only. */
  seo?: PostSeo;
};

/**
 * A post as a card shows it: everything but the body, the SEO fields and the tags (the post's own page's
 * keywords), which keeps list payloads small and lets WordPress list posts without their terms.
 */
export type PostSummary = Omit<BlogPost, "content" | "seo" | "tags">;

export type PostListQuery = { page: number; search?: string; category?: string };

export type PostPage = { posts: PostSummary[]; page: number; totalPages: number };

export type PostStub = { slug: string; modified: string; noindex: boolean };

/** Old slugs of published posts (WordPress's `_wp_old_slug`), each to the post's current slug. */
export type SlugRedirects = Record<string, string>;

/** One interface, two sources: WordPress over REST, or the posts bundled in content/blog. */
export interface BlogSource {
  listPosts(query: PostListQuery): Promise<PostPage>;
  /** null when no post has this slug. */
  getPost(slug: string): Promise<BlogPost | null>;
  getRelated(post: BlogPost): Promise<PostSummary[]>;
  /** Categories that have at least one post. */
  listCategories(): Promise<BlogCategory[]>;
  /** Newest first; every post when limit is left out. */
  listStubs(limit?: number): Promise<PostStub[]>;
  /** The newest published posts, newest first, in one request: the feed's items. WordPress allows up to 100. */
  listLatest(limit: number): Promise<PostSummary[]>;
  /** Every published slug, read fresh (never from Next's data cache): the proxy's list of known posts. */
  listSlugs(): Promise<string[]>;
  /** Old slugs to current ones, read fresh like listSlugs. */
  listSlugRedirects(): Promise<SlugRedirects>;
  /** Each category that has posts, by slug, with its number of published posts; read fresh like listSlugs. */
  listCategoryCounts(): Promise<Record<string, number>>;
}

export const PAGE_SIZE = 6;
export const RELATED_COUNT = 3;
export const PLACEHOLDER_IMAGE: BlogImage = { src: "/images/blog/placeholder.svg", width: 1200, height: 630, alt: "" };
