import stylesheet from "./site.inline-css";

/**
 * Hands the site's one stylesheet to InlineStylesheet, which writes it into each page's HTML head as Next
 * renders the HTML. It goes through globalThis because a prop or an import would put the text a second
 * time into the RSC payload or a client chunk; only server code imports this module.
 *
 * The fonts it names are not preloaded: Chromium holds the first paint for a preloaded font (up to about
 * 100 ms past the HTML on a slow phone), and with the stylesheet inline their requests start at the first
 * style pass anyway. Their faces are `font-display: optional`, so a font that misses the first paint never
 * swaps in later and moves nothing.
 */
export function shareStylesheet() {
  globalThis.siteStylesheet = stylesheet;
}
