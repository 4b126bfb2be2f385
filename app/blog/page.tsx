import type { Metadata } from "next";
import { BlogArchive } from "@/components/blog/blog-archive";
import { archiveMetadata, loadPostsPage } from "@/lib/blog/archive";

export const metadata: Metadata = archiveMetadata({ page: 1 });

/** Rebuilt at most once a minute, and at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

/** The first page of all posts; the later pages and the categories have paths of their own (lib/blog/archive-paths.ts). */
export default async function BlogPage() {
  return <BlogArchive archive={await loadPostsPage(1)} />;
}
