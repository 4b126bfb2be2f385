/** The blog's model (spec section 3), whichever source the posts come from. */
export type BlogImage = { src: string; width: number; height: number; alt: string };

export type BlogCategory = { id: number; slug: string; name: string };

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
  image: BlogImage;
  /** Used as the page's keywords. */
  tags: string[];
  categories: BlogCategory[];
  readTime: string;
  featured: false;
};

/** A post as a card shows it: everything but the body, which keeps list payloads small. */
export type PostSummary = Omit<BlogPost, "content">;

export type PostListQuery = { page: number; search?: string; category?: string };

export type PostPage = { posts: PostSummary[]; page: number; totalPages: number };

export type PostStub = { slug: string; modified: string };

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
}

export const PAGE_SIZE = 6;
export const RELATED_COUNT = 3;
export const PLACEHOLDER_IMAGE: BlogImage = { src: "/images/blog/placeholder.svg", width: 1200, height: 630, alt: "" };
