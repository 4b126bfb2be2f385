import { decode } from "html-entities";
import { sanitizePostHtml } from "./sanitize";
import { toSummary } from "./summary";
import { excerptText, plainText, readTime } from "./text";
import { PLACEHOLDER_IMAGE, type BlogImage, type BlogPost, type PostSummary } from "./types";
import type { WordpressPost } from "./wordpress-schema";

/** WordPress's date_gmt carries no zone; it is UTC. */
function utc(date: string): string {
  return new Date(`${date.replace(/Z$/, "")}Z`).toISOString();
}

function featuredImage(post: WordpressPost, title: string): BlogImage {
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  const { width, height } = media?.media_details ?? {};
  if (!media?.source_url || !width || !height) return PLACEHOLDER_IMAGE;
  return { src: media.source_url, width, height, alt: media.alt_text?.trim() || title };
}

function terms(post: WordpressPost, taxonomy: "category" | "post_tag") {
  return (post._embedded?.["wp:term"] ?? []).flat().filter((term) => term.taxonomy === taxonomy);
}

export function toBlogPost(post: WordpressPost): BlogPost {
  const title = plainText(post.title.rendered);
  return {
    id: post.id,
    slug: post.slug,
    title,
    excerpt: excerptText(post.excerpt.rendered),
    content: sanitizePostHtml(post.content.rendered),
    author: post._embedded?.author?.[0]?.name?.trim() || "Admin",
    date: utc(post.date_gmt),
    image: featuredImage(post, title),
    tags: terms(post, "post_tag").map((tag) => decode(tag.name)),
    categories: terms(post, "category").map(({ id, slug, name }) => ({ id, slug, name: decode(name) })),
    readTime: readTime(post.content.rendered),
    featured: false,
  };
}

export function toPostSummary(post: WordpressPost): PostSummary {
  return toSummary(toBlogPost(post));
}
