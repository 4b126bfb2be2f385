import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { revalidateAnswers } from "@/content/blog/api-answers";
import { edgeKeys } from "@/lib/edge/keys.mjs";
import type { PurgeKind } from "@/lib/edge/providers.mjs";
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

type RevalidateBody = z.infer<typeof revalidateBodySchema>;

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

/** One purge the webhook queues for the edge. */
type EdgePurge = { keys: string[]; kind: PurgeKind };

/**
 * The edge's purges for the same change. The lists (every page carrying `posts`, post pages included)
 * are purged soft, so what the edge holds keeps answering through an origin outage after any change.
 * The post's own page is soft while it stays published, and hard once the site answers it with the
 * 404: a status other than `publish` (WordPress's REST API, which the site reads, lists published
 * posts alone), a delete, and the old slug of a renamed post (the proxy turns a slug no published post
 * has into the 404).
 */
export function edgePurgesFor(body: RevalidateBody): EdgePurge[] {
  const live = body.event === "save" && body.status === "publish" ? body.slug : "";
  const gone = [...new Set([body.slug, body.previous_slug])].filter((slug) => slug && slug !== live);
  return [
    { keys: [edgeKeys.posts, ...(live ? [edgeKeys.post(live)] : [])], kind: "soft" },
    ...(gone.length ? [{ keys: gone.map(edgeKeys.post), kind: "hard" as const }] : []),
  ];
}
