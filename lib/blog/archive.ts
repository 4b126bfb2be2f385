import "server-only";
import type { Metadata } from "next";
import { cache } from "react";
import { blogArchiveCopy as copy } from "@/content/blog/page-copy";
import { blogSource, duringBuildTolerate } from "@/lib/blog";
import { blogFeedAlternates, pageMetadata, shareMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { crumbsFor, type Crumb } from "@/lib/seo/breadcrumbs";
import { archivePath, pageFromSegment } from "./archive-paths";
import type { BlogCategory, PostPage } from "./types";

/**
 * Pages of each list built ahead (every category's too); later pages render on their first request and
 * are then cached like the rest. Twenty pages of six reach the 120 newest posts of a list.
 */
const PRERENDERED_PAGES = 20;

/** Which list page: all posts or one category's, and which page of it. */
type ArchiveView = { page: number; category?: BlogCategory };

/** One list page with what it shows. */
export type Archive = ArchiveView & {
  /** null only when WordPress did not answer during the build: the browser then asks /api/posts. */
  list: PostPage | null;
  /** The category filters: every category that has posts. */
  categories: BlogCategory[];
};

/** Decoded first: a URL may spell a slug's percent-escapes in either letter case, WordPress spells them lower. */
function sameSlug(fromUrl: string, slug: string) {
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return decoded(fromUrl) === decoded(slug);
}

const listPage = (page: number, category?: string) =>
  duringBuildTolerate<PostPage | null>(() => blogSource().listPosts({ page, category }), null);

const listCategories = () => duringBuildTolerate(() => blogSource().listCategories(), []);

/** A page of all posts. /blog, its first page, always exists: with no posts it says so. */
export const loadPostsPage = cache(async (page: number): Promise<Archive> => {
  const [categories, list] = await Promise.all([listCategories(), listPage(page)]);
  return { page, list, categories };
});

/**
 * The list page a URL names, or null for one that does not exist: a page segment that is not the
 * canonical number of a page from 2 (archive-paths.ts), a category with no posts, a page past the last.
 * Cached per render, so the metadata and the page read the source once.
 */
export const loadArchive = cache(
  async (pageSegment: string | undefined, categorySlug: string | undefined): Promise<Archive | null> => {
    const page = pageSegment === undefined ? 1 : pageFromSegment(pageSegment);
    if (page === null) return null;
    let archive: Archive;
    if (categorySlug === undefined) archive = await loadPostsPage(page);
    else {
      // The list is asked for by the category's own slug, which only the categories tell.
      const categories = await listCategories();
      const category = categories.find((item) => sameSlug(categorySlug, item.slug));
      if (!category) return null;
      archive = { page, category, categories, list: await listPage(page, category.slug) };
    }
    const { list } = archive;
    return list && page > 1 && (page > list.totalPages || list.posts.length === 0) ? null : archive;
  },
);

/** The pages `next build` renders ahead for a route: every category, and the pages of each list up to the cap. */
export async function archiveStaticParams(kind: "pages" | "categories" | "category pages") {
  const categories = await listCategories();
  if (kind === "categories") return categories.map(({ slug }) => ({ category: slug }));
  const pagesOf = async (category?: string) => {
    const totalPages = Math.min((await listPage(1, category))?.totalPages ?? 1, PRERENDERED_PAGES);
    return Array.from({ length: Math.max(0, totalPages - 1) }, (_, index) => String(index + 2));
  };
  if (kind === "pages") return (await pagesOf()).map((page) => ({ page }));
  const perCategory = await Promise.all(
    categories.map(async ({ slug }) => (await pagesOf(slug)).map((page) => ({ category: slug, page }))),
  );
  return perCategory.flat();
}

const listMetadata = pageMetadata("/blog");

/** Its own title, description and canonical for each list page; /blog keeps the route table's. */
export function archiveMetadata({ page, category }: ArchiveView): Metadata {
  if (!category && page === 1)
    return { ...listMetadata, alternates: { ...listMetadata.alternates, types: blogFeedAlternates } };
  const path = archivePath({ page, category: category?.slug });
  const [title, description] = !category
    ? [copy.pageTitle(page), copy.pageDescription(page)]
    : page === 1
      ? [copy.categoryTitle(category.name), copy.categoryDescription(category.name)]
      : [copy.categoryPageTitle(category.name, page), copy.categoryPageDescription(category.name, page)];
  return {
    title,
    description,
    alternates: { canonical: path, types: blogFeedAlternates },
    ...shareMetadata({ title, description, path }),
  };
}

/** Home, Blog, then the category and the page number where the page has them. */
export function archiveCrumbs({ page, category }: ArchiveView): Crumb[] {
  const crumbs = crumbsFor("/blog", { "/blog": routes["/blog"].title }) ?? [];
  if (category)
    crumbs.push({ name: copy.categoryTitle(category.name), path: archivePath({ page: 1, category: category.slug }) });
  if (page > 1) crumbs.push({ name: copy.pageCrumb(page), path: archivePath({ page, category: category?.slug }) });
  return crumbs;
}
