import { siteStylesheet } from "@/lib/css/site-stylesheet";

/**
 * The whole stylesheet, which every page links at the end of its body (lib/css/site-stylesheet.ts). Built
 * once with the pages; the link names it by its content (`?v=`), so it may be kept for a year.
 */
export const dynamic = "force-static";

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function GET() {
  return new Response(siteStylesheet.linkedCss, {
    headers: {
      "content-type": "text/css; charset=utf-8",
      "cache-control": `public, max-age=${A_YEAR_IN_SECONDS}, immutable`,
    },
  });
}
