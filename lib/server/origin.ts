import "server-only";
import { config } from "@/lib/config";

/** The origins this site answers on: the request's own, its Host header's, and SITE_URL's. */
export function ownOrigins(request: Request): Set<string> {
  const allowed = new Set([new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  allowed.add(config().siteUrl);
  return allowed;
}

/**
 * A browser POST from another site carries that site's Origin; ours, or a missing one (curl, servers),
 * passes. `Origin: null` is what a sandboxed iframe or a data: page on any site sends, so it is foreign.
 */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return !ownOrigins(request).has(origin);
}
