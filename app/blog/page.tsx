import type { Metadata } from "next";
import { BlogBrowser } from "@/components/blog/blog-browser";
import { FeedLink } from "@/components/blog/feed-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { blogPageCopy } from "@/content/blog/page-copy";
import { blogSource, duringBuildTolerate } from "@/lib/blog";
import type { PostPage } from "@/lib/blog/types";
import { blogFeedAlternates, pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

const listMetadata = pageMetadata("/blog");
export const metadata: Metadata = {
  ...listMetadata,
  alternates: { ...listMetadata.alternates, types: blogFeedAlternates },
};

/** Rebuilt at most once a minute, and at once when WordPress calls /api/revalidate. */
export const revalidate = 60;

export default async function BlogPage() {
  const source = blogSource();
  const [firstPage, categories] = await Promise.all([
    duringBuildTolerate<PostPage | null>(() => source.listPosts({ page: 1 }), null),
    duringBuildTolerate(() => source.listCategories(), []),
  ]);
  return (
    <>
      <RouteBreadcrumbs path="/blog" />
      <PageHero
        eyebrow={blogPageCopy.eyebrow}
        title={blogPageCopy.title}
        lead={blogPageCopy.lead}
        actions={<FeedLink />}
      />
      <Section id="posts" align="left">
        <BlogBrowser firstPage={firstPage} categories={categories} />
      </Section>
    </>
  );
}
