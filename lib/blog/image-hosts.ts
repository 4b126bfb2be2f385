import { config } from "@/lib/config";
import { imageHosts, type HostPattern } from "@/lib/settings.mjs";

/** Where a featured image may come from: WordPress's host and BLOG_MEDIA_HOSTS, as next.config.mjs allows next/image. */
export function allowedImageHosts(): HostPattern[] {
  return imageHosts(config());
}

function hostnameMatches(pattern: string, hostname: string): boolean {
  // next/image's glob `*` matches dots in a hostname, so `*.cloudfront.net` takes `a.b.cloudfront.net`
  // too (as the CSP source does), but never the bare `cloudfront.net`.
  if (pattern.startsWith("*.")) return hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1;
  return hostname === pattern;
}

/**
 * Whether next/image would take `src` with these remote patterns: a path on the site, or an http(s) URL
 * on one of the hosts (same protocol and port, "" being the default one). next/image refuses any
 * other (an error that takes the page down in development, a broken image in production), so a source
 * checks its images with this first and shows the placeholder instead.
 */
export function imageHostAllowed(src: string, allowed: readonly HostPattern[]): boolean {
  if (src.startsWith("/")) return !src.startsWith("//");
  if (!URL.canParse(src)) return false;
  const url = new URL(src);
  return allowed.some(
    (host) =>
      `${host.protocol}:` === url.protocol && host.port === url.port && hostnameMatches(host.hostname, url.hostname),
  );
}
