import { siteStylesheet } from "@/lib/css/site-stylesheet";

/**
 * The whole stylesheet, linked once per page right after its first screen (the hero every page opens with).
 * Chromium paints what comes before a body stylesheet without waiting for it and pauses the parser there
 * until it arrives, so the first frame lays out the header and the hero only, not the hundreds of boxes
 * below them; the rest of the page is drawn once its rules are in (lib/css/site-stylesheet.ts). On a client
 * navigation the next page's link finds the sheet in the memory cache, which Chromium applies at once.
 */
export function SiteStylesheetLink() {
  return <link rel="stylesheet" href={siteStylesheet.href} />;
}
