import { xmlText } from "@/lib/xml-text";
import { PLACEHOLDER_IMAGE, type PostSummary } from "./types";

/** Where the feed is served: app/blog/feed.xml/route.ts. */
export const BLOG_FEED_PATH = "/blog/feed.xml";

/** Enough that a reader who polls once a day misses no post at the blog's pace, few enough to send on every poll. */
export const FEED_ITEMS = 20;

export type FeedChannel = { title: string; description: string; language: string };

const element = (name: string, value: string, attributes = "") => `<${name}${attributes}>${xmlText(value)}</${name}>`;

/** RSS 2.0 wants RFC 822 dates; toUTCString writes that form (with a four-digit year, as RFC 1123 updated it). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The post's own image as Media RSS, which newsletters built from the feed show with the item; none for
 * the placeholder, which says nothing about the post. A path on the site is made absolute on its origin.
 */
function mediaContent({ image }: PostSummary, origin: URL): string[] {
  if (image.src === PLACEHOLDER_IMAGE.src) return [];
  const url = xmlText(new URL(image.src, origin).href);
  return [`<media:content url="${url}" medium="image" width="${image.width}" height="${image.height}"/>`];
}

function item(post: PostSummary, origin: URL): string {
  const link = new URL(`/blog/${post.slug}`, origin).href;
  return [
    "<item>",
    element("title", post.title),
    element("link", link),
    element("guid", link, ' isPermaLink="true"'),
    element("pubDate", rfc822(post.date)),
    // RSS's own <author> must be an e-mail address, which posts do not carry.
    element("dc:creator", post.author),
    element("description", post.excerpt),
    ...mediaContent(post, origin),
    "</item>",
  ].join("");
}

/**
 * The blog's RSS 2.0 document: the newest posts first, at most FEED_ITEMS, every link absolute on the
 * site's canonical origin. A post its editor marked noindex is left out, as it is from the sitemap: the
 * feed is another way in for crawlers. lastBuildDate is the newest post's date rather than the time of
 * rendering, so two renders of the same posts give the same bytes (and ETag), and a reader's conditional
 * request finds nothing new.
 */
export function rssFeed({
  channel,
  posts,
  origin,
}: {
  channel: FeedChannel;
  posts: PostSummary[];
  origin: URL;
}): string {
  const items = posts
    .filter((post) => !post.noindex)
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, FEED_ITEMS);
  const newest = items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    "<channel>",
    element("title", channel.title),
    element("link", new URL("/blog", origin).href),
    element("description", channel.description),
    element("language", channel.language),
    ...(newest ? [element("lastBuildDate", rfc822(newest.date))] : []),
    `<atom:link href="${xmlText(new URL(BLOG_FEED_PATH, origin).href)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((post) => item(post, origin)),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
