import { z } from "zod";

const rendered = z.object({ rendered: z.string() });

const term = z.object({ id: z.number(), name: z.string(), slug: z.string(), taxonomy: z.string() });

/** Private or deleted media embeds as an error object, so every field of it is optional. */
const media = z.object({
  source_url: z.string().optional(),
  alt_text: z.string().optional(),
  media_details: z.object({ width: z.number().optional(), height: z.number().optional() }).partial().optional(),
});

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

export const wordpressStubListSchema = z.array(z.object({ slug: z.string(), modified_gmt: z.string() }));

export const wordpressIdListSchema = z.array(z.object({ id: z.number() }));

export const wordpressSlugListSchema = z.array(z.object({ slug: z.string() }));
