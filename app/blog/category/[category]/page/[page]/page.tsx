import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArchive } from "@/components/blog/blog-archive";
import { archiveMetadata, archiveStaticParams, loadArchive } from "@/lib/blog/archive";

type Props = { params: Promise<{ category: string; page: string }> };

/** Like /blog: rebuilt at most once a minute, and at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

export const generateStaticParams = () => archiveStaticParams("category pages");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page, category } = await params;
  const archive = await loadArchive(page, category);
  return archive ? archiveMetadata(archive) : {};
}

/** Page 2 onwards of one category's posts; its page 1 is /blog/category/<slug>. */
export default async function BlogCategoryListPage({ params }: Props) {
  const { page, category } = await params;
  const archive = await loadArchive(page, category);
  if (!archive) notFound();
  return <BlogArchive archive={archive} />;
}
