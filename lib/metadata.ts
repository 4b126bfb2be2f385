import type { Metadata } from "next";
import { blogFeedCopy } from "@/content/blog/page-copy";
import { site } from "@/content/site";
import { BLOG_FEED_PATH } from "./blog/feed";
import { config } from "./config";
import { routes, type RoutePath } from "./routes";

export function siteUrl(): URL {
  return new URL(config().siteUrl);
}

/** The site-wide share card from app/opengraph-image.tsx; pages with their own image override it. */
const defaultShareImage = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
};

/**
 * Open Graph and Twitter tags for a page. A page's openGraph replaces the layout's whole object,
 * so the site-wide fields are repeated here rather than inherited.
 */
export function shareMetadata({
  title,
  description,
  path,
  images = [defaultShareImage],
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  images?: { url: string; width?: number; height?: number; alt: string }[];
  type?: "website" | "article";
}): Pick<Metadata, "openGraph" | "twitter"> {
  return {
    openGraph: { title, description, url: path, siteName: site.name, locale: "en_IN", type, images },
    twitter: { card: "summary_large_image", title, description, images: images.map((image) => image.url) },
  };
}

/** Each page states its title and description once, in lib/routes.ts; this turns them into metadata. */
export function pageMetadata(path: RoutePath): Metadata {
  const route: { title: string; description: string; noindex?: boolean } = routes[path];
  return {
    title: path === "/" ? { absolute: `${site.name} | ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: path },
    ...shareMetadata({ title: route.title, description: route.description, path }),
    ...(route.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The blog's RSS feed, announced in the head of /blog and of every post, where readers' apps look for it. */
export const blogFeedAlternates = { "application/rss+xml": [{ url: BLOG_FEED_PATH, title: blogFeedCopy.title }] };
