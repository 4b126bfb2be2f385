// config: A's lib/config.ts takes this over
function siteOrigin(): string | undefined {
  try {
    return process.env.SITE_URL ? new URL(process.env.SITE_URL).origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origins this site answers on: the request's own, its Host header's, and SITE_URL's. */
export function ownOrigins(request: Request): Set<string> {
  const allowed = new Set([new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const site = siteOrigin();
  if (site) allowed.add(site);
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
