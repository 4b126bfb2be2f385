import { siteStylesheet } from "@/lib/css/site-stylesheet";

/**
 * The whole stylesheet, which every page links right after its hero (lib/css/site-stylesheet.ts). Built
 * once with the pages; the link names it by its content (`?v=`), so it may be kept for a year. Its type is
 * set in next.config.mjs, not here: Next passes a handler's type on as a list of one, which its compression
 * cannot read, and the sheet went out uncompressed. Bytes, not a string, so no `text/plain` is added.
 */
export const dynamic = "force-static";

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function GET() {
  return new Response(new TextEncoder().encode(siteStylesheet.linkedCss), {
    headers: { "cache-control": `public, max-age=${A_YEAR_IN_SECONDS}, immutable` },
  });
}
