import "server-only";
import { cache } from "react";
import { cookies, draftMode } from "next/headers";
import { fetchPreviewPost, PREVIEW_COOKIE, previewConfig, type PreviewPost } from "./preview";
import { previewSession } from "./preview-token";

/**
 * The post being previewed, when Draft Mode is on and this is its page; null for every other request.
 * Cached per request, so the page and its metadata read WordPress once. Outside Draft Mode nothing
 * here touches cookies, so the page stays static for visitors.
 */
export const previewPostFor = cache(async (slug: string): Promise<PreviewPost | null> => {
  if (!(await draftMode()).isEnabled) return null;
  const config = previewConfig();
  if (!config) return null;
  const id = previewSession.verify((await cookies()).get(PREVIEW_COOKIE)?.value, config.secret);
  if (!id) return null;
  const post = await fetchPreviewPost(config, id);
  return post && [slug, decodeURIComponent(slug)].includes(post.slug) ? post : null;
});
