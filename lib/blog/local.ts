import "server-only";
import { bundledCategories } from "@/content/blog/categories";
import { bundledPosts } from "@/content/blog/posts";
import type { BundledPost } from "@/content/blog/types";
import { relatedPosts } from "./related";
import { sanitizePostHtml } from "./sanitize";
import { toSummary } from "./summary";
import { excerptText, plainText, readTime } from "./text";
import { PAGE_SIZE, PLACEHOLDER_IMAGE, type BlogPost, type BlogSource } from "./types";

const EXCERPT_WORDS = 40;

function firstWords(html: string): string {
  const words = plainText(html).split(" ");
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(" ")}…` : words.join(" ");
}

function toPost(post: BundledPost): BlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: excerptText(firstWords(post.content)),
    content: sanitizePostHtml(post.content),
    author: post.author || "Admin",
    date: post.date,
    modified: post.date,
    image: post.image ?? PLACEHOLDER_IMAGE,
    tags: post.tags,
    categories: bundledCategories.filter((category) => post.categories.includes(category.slug)),
    readTime: readTime(post.content),
    featured: false,
    noindex: false,
    nofollow: false,
  };
}

const posts = [...bundledPosts].sort((a, b) => b.date.localeCompare(a.date)).map(toPost);

/** The bundled posts behind the same interface as WordPress, so a fresh checkout has a blog. */
export const localSource: BlogSource = {
  async listPosts({ page, search, category }) {
    const term = search?.trim().toLowerCase();
    const matching = posts.filter(
      (post) =>
        (!category || post.categories.some((item) => item.slug === category)) &&
        (!term || `${post.title} ${plainText(post.content)}`.toLowerCase().includes(term)),
    );
    const totalPages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
    return { posts: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(toSummary), page, totalPages };
  },
  async getPost(slug) {
    return posts.find((post) => post.slug === slug) ?? null;
  },
  async getRelated(post) {
    return relatedPosts(post, posts).map(toSummary);
  },
  async listCategories() {
    return bundledCategories.filter((category) =>
      posts.some((post) => post.categories.some((item) => item.id === category.id)),
    );
  },
  async listStubs(limit) {
    return posts.slice(0, limit).map(({ slug, modified, noindex }) => ({ slug, modified, noindex }));
  },
  async listLatest(limit) {
    return posts.slice(0, limit).map(toSummary);
  },
  async listSlugs() {
    return posts.map((post) => post.slug);
  },
  async listSlugRedirects() {
    return {};
  },
  async listCategoryCounts() {
    return Object.fromEntries(
      bundledCategories
        .map(({ slug }) => [slug, posts.filter((post) => post.categories.some((item) => item.slug === slug)).length])
        .filter(([, count]) => count),
    );
  },
};
