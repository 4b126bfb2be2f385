import { siteStylesheet } from "@/lib/css/site-stylesheet";

const id = "site-stylesheet";

/**
 * The whole stylesheet, linked once per page right after its first screen (the hero every page opens with).
 * Chromium paints what comes before a body stylesheet without waiting for it and pauses the parser there
 * until it arrives, so the first frame lays out the header and the hero only, not the hundreds of boxes
 * below them; the rest of the page is drawn once its rules are in (lib/css/site-stylesheet.ts). On a client
 * navigation the next page's link finds the sheet in the memory cache, which Chromium applies at once.
 */
export function SiteStylesheetLink() {
  return <link id={id} rel="stylesheet" href={siteStylesheet.href} />;
}

/**
 * In the head: no frame is drawn before the parser reaches that link. Otherwise a parser that yields early
 * (a busy phone) lets Chromium draw half a header, whose navigation then moves as the rest of it arrives.
 * A page without the link (an error page) is drawn when it is parsed whole.
 */
export function FirstScreenWhole() {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
