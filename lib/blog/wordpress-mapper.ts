import { decode } from "html-entities";
import { sanitizePostHtml } from "./sanitize";
import { excerptText, plainText, readTime } from "./text";
import { PLACEHOLDER_IMAGE, type BlogCategory, type BlogImage, type BlogPost, type PostSummary } from "./types";
import type { WordpressPost } from "./wordpress-schema";
import { readYoastHead, yoastSeo } from "./yoast";

/** What mapping needs beyond the post: where WordPress and the site live, and which image hosts next/image may load. */
export type MapperContext = {
  wordpressOrigin: string;
  site: URL;
  imageAllowed: (src: string) => boolean;
  /** Told the names of Yoast fields that did not parse (they fall back to the site's values). */
  onMalformedSeo?: (fields: string[]) => void;
};

/** WordPress's date_gmt carries no zone; it is UTC. */
export function utc(date: string): string {
  return new Date(`${date.replace(/Z$/, "")}Z`).toISOString();
}

/** A featured image on a host next/image may not load falls back to the placeholder rather than failing the page. */
function featuredImage(post: WordpressPost, title: string, context: MapperContext): BlogImage {
  const media = post._embedded?.["wp:featuredmedia"]?.[0];
  const { width, height } = media?.media_details ?? {};
  if (!media?.source_url || !width || !height || !context.imageAllowed(media.source_url)) return PLACEHOLDER_IMAGE;
  return { src: media.source_url, width, height, alt: media.alt_text?.trim() || title };
}

function terms(post: WordpressPost, taxonomy: "category" | "post_tag") {
  return (post._embedded?.["wp:term"] ?? []).flat().filter((term) => term.taxonomy === taxonomy);
}

/** The editor's SEO fields, from Yoast's head and the mu-plugin's flags; undefined without Yoast. */
export function postSeo(post: Pick<WordpressPost, "yoast_head_json" | "nexaloom_seo">, context: MapperContext) {
  if (post.yoast_head_json === undefined) return undefined;
  const { fields, malformed } = readYoastHead(post.yoast_head_json);
  if (malformed.length) context.onMalformedSeo?.(malformed);
  return yoastSeo(fields, post.nexaloom_seo?.custom_title ?? false, {
    site: context.site,
    wordpress: context.wordpressOrigin,
  });
}

/**
 * A post's categories: from its embedded terms when one post was read, else by id from the category
 * list (a list is read without terms), in that list's order, by name, as WordPress orders the terms.
 */
function categoriesOf(post: WordpressPost, known: readonly BlogCategory[]): BlogCategory[] {
  if (post._embedded?.["wp:term"])
    return terms(post, "category").map(({ id, slug, name }) => ({ id, slug, name: decode(name) }));
  return known.filter((category) => post.categories.includes(category.id));
}

/** Everything a card shows; its body is left alone, since sanitising it costs a list render more than the rest. */
export function toPostSummary(
  post: WordpressPost,
  context: MapperContext,
  categories: readonly BlogCategory[] = [],
): PostSummary {
  const title = plainText(post.title.rendered);
  return {
    id: post.id,
    slug: post.slug,
    title,
    excerpt: excerptText(post.excerpt.rendered),
    author: post._embedded?.author?.[0]?.name?.trim() || "Admin",
    date: utc(post.date_gmt),
    modified: utc(post.modified_gmt ?? post.date_gmt),
    image: featuredImage(post, title, context),
    categories: categoriesOf(post, categories),
    readTime: readTime(post.content.rendered),
    featured: post.sticky ?? false,
    noindex: post.nexaloom_seo?.noindex ?? false,
    nofollow: post.nexaloom_seo?.nofollow ?? false,
  };
}

/** One post whole, read with its terms embedded. */
export function toBlogPost(post: WordpressPost, context: MapperContext): BlogPost {
  const seo = postSeo(post, context);
  return {
    ...toPostSummary(post, context),
    content: sanitizePostHtml(post.content.rendered, { wordpressOrigin: context.wordpressOrigin }),
    tags: terms(post, "post_tag").map((tag) => decode(tag.name)),
    ...(seo ? { seo } : {}),
  };
}
