import { z } from "zod";

const rendered = z.object({ rendered: z.string() });

const term = z.object({ id: z.number(), name: z.string(), slug: z.string(), taxonomy: z.string() });

/** Private or deleted media embeds as an error object, so every field of it is optional. */
const media = z.object({
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  media_details: z.object({ width: z.number().optional(), height: z.number().optional() }).partial().optional(),
});

const seoFlags = z.object({ noindex: z.boolean(), nofollow: z.boolean(), custom_title: z.boolean() });

/**
 * The links embedded in a list of posts: the ones a card reads. `_embed=1` would also embed each post's
 * comments and terms; the terms alone are half of WordPress's time for a list, and a card's category
 * names come from the category list instead (lib/blog/wordpress-mapper.ts).
 */
export const LIST_EMBEDDED = "author,wp:featuredmedia";

/** The links embedded in one post's answer: its page also shows its tags. */
export const POST_EMBEDDED = "author,wp:featuredmedia,wp:term";

/** The fields of /wp/v2/posts?_embed that the site reads; WordPress sends many more. */
export const wordpressPostSchema = z.object({
  id: z.number(),
  slug: z.string(),
  date_gmt: z.string(),
  modified_gmt: z.string().optional(),
  title: rendered,
  excerpt: rendered,
  content: rendered,
  tags: z.array(z.number()).default([]),
  categories: z.array(z.number()).default([]),
  /** "Stick to the top of the blog". */
  sticky: z.boolean().optional(),
  /** The post's own robots flags, from wordpress/mu-plugins/nexaloom-headless.php; absent without it. */
  nexaloom_seo: seoFlags.optional().catch(undefined),
  /** Yoast SEO's head as JSON, on single-post reads; each field is parsed on its own (lib/blog/yoast.ts). */
  yoast_head_json: z.unknown().optional(),
  _embedded: z
    .object({
      author: z.array(z.object({ name: z.string().optional() })).optional(),
      "wp:featuredmedia": z.array(media).optional(),
      "wp:term": z.array(z.array(term)).optional(),
    })
    .optional(),
});

export type WordpressPost = z.infer<typeof wordpressPostSchema>;

export const wordpressPostListSchema = z.array(wordpressPostSchema);

export const wordpressCategoryListSchema = z.array(
  z.object({ id: z.number(), name: z.string(), slug: z.string(), count: z.number() }),
);

export const wordpressCategoryCountListSchema = z.array(z.object({ slug: z.string(), count: z.number() }));

export const wordpressStubListSchema = z.array(
  z.object({ slug: z.string(), modified_gmt: z.string(), nexaloom_seo: seoFlags.optional().catch(undefined) }),
);

/** Every field of a post the lists read: all but Yoast's head, which is slow to build and read for single posts only. */
export const LIST_FIELDS =
  "id,slug,date_gmt,modified_gmt,title,excerpt,content,tags,categories,sticky,nexaloom_seo,_links,_embedded";

/** wordpress/mu-plugins/nexaloom-headless.php: old slugs of published posts to their current ones. */
export const wordpressOldSlugsSchema = z.record(z.string(), z.string());

export const wordpressIdListSchema = z.array(z.object({ id: z.number() }));

export const wordpressSlugListSchema = z.array(z.object({ slug: z.string() }));

/** A single post's SEO fields alone: what the build reads per post beside its list snapshot. */
export const wordpressPostSeoListSchema = z.array(
  wordpressPostSchema.pick({ slug: true, nexaloom_seo: true, yoast_head_json: true }),
);
