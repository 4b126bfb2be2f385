import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogArchive } from "@/components/blog/blog-archive";
import { archiveMetadata, archiveStaticParams, loadArchive } from "@/lib/blog/archive";

type Props = { params: Promise<{ page: string }> };

/** Like /blog: rebuilt at most once a minute, and at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

export const generateStaticParams = () => archiveStaticParams("pages");

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const archive = await loadArchive((await params).page, undefined);
  return archive ? archiveMetadata(archive) : {};
}

/** Page 2 onwards of all posts; page 1 is /blog. */
export default async function BlogListPage({ params }: Props) {
  const archive = await loadArchive((await params).page, undefined);
  if (!archive) notFound();
  return <BlogArchive archive={archive} />;
}
