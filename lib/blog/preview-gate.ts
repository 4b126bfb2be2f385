import "server-only";
import { PREVIEW_COOKIE, previewConfig } from "./preview";
import { previewSession } from "./preview-token";

type CookieReader = { get(name: string): { value: string } | undefined };

/**
 * Whether a request may reach a post's page though no published post has its slug: only an editor's
 * preview, proven by the session cookie /api/preview signs with PREVIEW_SECRET. Draft Mode's own
 * `__prerender_bypass` cookie is not enough here: anyone can send a cookie by that name, and each such
 * request for a made-up slug would store an ISR entry. The page itself still needs Draft Mode on (Next
 * compares that cookie with the build's previewModeId), so this only decides whether to let it ask.
 */
export function hasPreviewSession(cookies: CookieReader, secret = previewConfig()?.secret): boolean {
  if (!secret) return false;
  return previewSession.verify(cookies.get(PREVIEW_COOKIE)?.value, secret) !== null;
}
