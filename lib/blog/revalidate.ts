import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { revalidateAnswers } from "@/content/blog/api-answers";
import { edgeKeys } from "@/lib/edge/keys.mjs";
import { blogTags } from "./cache-tags";

const slug = z
  .string()
  .max(200)
  .regex(/^[\w%-]*$/, revalidateAnswers.badSlug);

/** What the mu-plugin in wordpress/mu-plugins sends when a post that is or was published changes. */
export const revalidateBodySchema = z.object({
  event: z.enum(["save", "delete"]),
  id: z.number().int().positive(),
  slug,
  previous_slug: slug.optional().default(""),
  status: z.string().max(20),
});

export type RevalidateBody = z.infer<typeof revalidateBodySchema>;

/** Hashing first gives equal lengths, so the comparison takes the same time whatever was sent. */
export function secretMatches(sent: string | null, expected: string): boolean {
  if (!sent) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

/**
 * Everything a change to one post can make stale: its page under the new and the old slug, the list
 * pages, every post's related list, the category buttons and the sitemap.
 */
export function tagsFor(body: RevalidateBody): string[] {
  const slugs = [...new Set([body.slug, body.previous_slug].filter(Boolean))];
  return [...slugs.map(blogTags.post), blogTags.list, blogTags.related, blogTags.categories, blogTags.sitemap];
}

/** The edge's keys for the same change: the post's page under both slugs, and every page that lists posts. */
export function edgeKeysFor(body: RevalidateBody): string[] {
  const slugs = [...new Set([body.slug, body.previous_slug].filter(Boolean))];
  return [edgeKeys.posts, ...slugs.map(edgeKeys.post)];
}
