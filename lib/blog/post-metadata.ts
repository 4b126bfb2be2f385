import type { Metadata } from "next";
import { blogFeedAlternates, shareMetadata } from "@/lib/metadata";
import type { BlogPost } from "./types";

const DESCRIPTION_LENGTH = 160;

/**
 * A published post's metadata: the editor's SEO fields (lib/blog/yoast.ts) where they set them, the
 * site's own values field by field otherwise. The robots flags are the post's own (the mu-plugin's
 * `nexaloom_seo`), never Yoast's `robots`, which follow WordPress's site-wide "Discourage search
 * engines" switch that a headless WordPress often has on.
 */
export function postMetadata(post: BlogPost): Metadata {
  const { seo } = post;
  const path = `/blog/${post.slug}`;
  const description =
    seo?.description ??
    (post.excerpt.length > DESCRIPTION_LENGTH
      ? `${post.excerpt.slice(0, DESCRIPTION_LENGTH - 3).trimEnd()}…`
      : post.excerpt);
  const ogImage = seo?.openGraph?.image;
  // Without an image from the editor, the share image is the post's own card from opengraph-image.tsx.
  const share = shareMetadata({
    title: seo?.openGraph?.title ?? seo?.title ?? post.title,
    description: seo?.openGraph?.description ?? description,
    path,
    type: "article",
    images: ogImage ? [{ url: ogImage.url, width: ogImage.width, height: ogImage.height, alt: post.title }] : [],
  });
  const twitterImage = seo?.twitter?.image ?? ogImage?.url;
  return {
    title: seo?.title ? { absolute: seo.title } : post.title,
    description,
    keywords: post.tags,
    authors: [{ name: post.author }],
    alternates: { canonical: seo?.canonical ?? path, types: blogFeedAlternates },
    ...(post.noindex || post.nofollow ? { robots: { index: !post.noindex, follow: !post.nofollow } } : {}),
    ...share,
    openGraph: {
      ...share.openGraph,
      type: "article",
      publishedTime: post.date,
      modifiedTime: post.modified,
      authors: [post.author],
      tags: post.tags,
    },
    twitter: {
      ...share.twitter,
      ...(seo?.twitter?.title ? { title: seo.twitter.title } : {}),
      ...(seo?.twitter?.description ? { description: seo.twitter.description } : {}),
      ...(twitterImage ? { images: [twitterImage] } : {}),
    },
  };
}
