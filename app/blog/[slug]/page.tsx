import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import Image from "next/image";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { PostBody } from "@/components/blog/post-body";
import { postNotFoundMetadata } from "@/components/blog/post-not-found-content";
import { PostCard } from "@/components/blog/post-card";
import { PostMeta } from "@/components/blog/post-meta";
import { PreviewBar } from "@/components/blog/preview-bar";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { blogPageCopy } from "@/content/blog/page-copy";
import { blogSource, duringBuildTolerate } from "@/lib/blog";
import { previewPostFor } from "@/lib/blog/preview-session";
import type { BlogPost, PostSummary } from "@/lib/blog/types";
import { siteUrl } from "@/lib/metadata";
import { postMetadata } from "@/lib/blog/post-metadata";
import { blogPostingJsonLd } from "@/lib/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumbs";
import { SvgIcon } from "@/components/ui/svg-icon";

type Props = { params: Promise<{ slug: string }> };

/** The newest posts are built ahead; older ones render on their first request and are then cached. */
const PRERENDERED_POSTS = 50;

export const revalidate = 60;

export async function generateStaticParams() {
  const stubs = await duringBuildTolerate(() => blogSource().listStubs(PRERENDERED_POSTS), []);
  return stubs.map(({ slug }) => ({ slug }));
}

/** In Draft Mode with a preview of this post open, WordPress's current version; otherwise the published post. */
async function loadPost(slug: string) {
  const preview = await previewPostFor(slug);
  return { preview, post: preview ?? (await blogSource().getPost(slug)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post, preview } = await loadPost((await params).slug);
  if (!post) return postNotFoundMetadata;
  if (preview) return { title: blogPageCopy.previewMetaTitle(post.title), robots: { index: false, follow: false } };
  return postMetadata(post);
}

/**
 * At build an unreachable WordPress leaves the list empty and ISR fills it in; at run time a failure
 * (with no last good answer to build from) fails the render, so ISR keeps the page it had rather than
 * storing one with no related posts. lib/blog/last-good.ts logs the outage.
 */
const relatedTo = (post: BlogPost): Promise<PostSummary[]> =>
  duringBuildTolerate(() => blogSource().getRelated(post), []);

export default async function BlogPostPage({ params }: Props) {
  const { post, preview } = await loadPost((await params).slug);
  if (!post) notFound();
  // A preview leaves related posts out: they are other, published posts, and asking WordPress for them
  // uncached (Draft Mode reads nothing from the data cache) added a round trip to every preview.
  const related = preview ? [] : await relatedTo(post);
  const path = `/blog/${post.slug}`;
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/blog" },
            { name: post.title, path },
          ],
          siteUrl().origin,
        )}
      />
      <PageHero
        back={
          <HoverPrefetchLink
            href="/blog"
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent-200 hover:text-white"
          >
            <SvgIcon icon={ArrowLeft} className="size-4" /> {blogPageCopy.back}
          </HoverPrefetchLink>
        }
        eyebrow={post.categories.map((category) => category.name).join(" · ") || undefined}
        title={post.title}
      >
        <PostMeta post={post} />
      </PageHero>
      <article className="bg-white pb-16 sm:pb-24">
        <Container>
          <div className="mx-auto max-w-3xl">
            <Image
              src={post.image.src}
              alt={post.image.alt}
              width={post.image.width}
              height={post.image.height}
              sizes="(min-width: 768px) 768px, 100vw"
              priority
              className="relative -mt-10 aspect-[1200/630] w-full rounded-card bg-ink-100 object-cover shadow-card sm:-mt-14"
            />
            <div className="mt-10">
              <PostBody html={post.content} />
            </div>
            {post.tags.length > 0 && (
              <div className="mt-10 border-t border-ink-200 pt-8">
                <h2 className="sr-only">{blogPageCopy.tagsTitle}</h2>
                <ul className="flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Badge tone="neutral">#{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </Container>
      </article>
      {related.length > 0 && (
        <Section id="related" title={blogPageCopy.relatedTitle} tone="muted">
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <PostCard post={item} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="next" tone="dark" title={blogPageCopy.ctaTitle} lead={blogPageCopy.ctaLead}>
        <div className="flex justify-center">
          <LinkButton href="/contact" size="lg">
            {blogPageCopy.ctaLabel}
          </LinkButton>
        </div>
      </Section>
      {preview && <PreviewBar status={preview.status} />}
    </>
  );
}
