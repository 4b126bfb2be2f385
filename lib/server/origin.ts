import { config } from "@/lib/config";

/** A browser POST from another site carries that site's Origin; ours, a missing one (curl, servers) or SITE_URL's pass. */
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  const allowed = new Set([new URL(request.url).origin]);
  const host = request.headers.get("host");
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  allowed.add(config().siteUrl);
  return !allowed.has(origin);
}
