import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArchive } from "@/components/blog/blog-archive";
import { archiveMetadata, archiveStaticParams, loadArchive } from "@/lib/blog/archive";

type Props = { params: Promise<{ category: string }> };

/** Like /blog: rebuilt at most once a minute, and at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

export const generateStaticParams = () => archiveStaticParams("categories");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const archive = await loadArchive(undefined, (await params).category);
  return archive ? archiveMetadata(archive) : {};
}

/** The first page of one category's posts. */
export default async function BlogCategoryPage({ params }: Props) {
  const archive = await loadArchive(undefined, (await params).category);
  if (!archive) notFound();
  return <BlogArchive archive={archive} />;
}
