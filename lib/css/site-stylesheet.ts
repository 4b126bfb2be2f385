import stylesheet from "./site.inline-css";

/**
 * Hands the site's one stylesheet to InlineStylesheet, which writes it into each page's HTML head as Next
 * renders the HTML. It goes through globalThis because a prop or an import would put the text a second
 * time into the RSC payload or a client chunk; only server code imports this module.
 *
 * The fonts it names are not preloaded: Chromium holds the first paint for a preloaded font (up to about
 * 100 ms past the HTML on a slow phone), and with the stylesheet inline their requests start at the first
 * style pass anyway. Their faces are `font-display: swap`: the first paint draws text in a fallback face at
 * once, and the brand font takes over whenever it arrives. (`optional` kept a font that missed the first paint
 * out for the whole page, which on a slow phone's first visit was every page's text; `fallback` would hide
 * text for 100 ms and give up after 3 s.) The fallback faces are each platform's installed sans-serif
 * scaled to the brand fonts' metrics per weight (lib/css/font-fallbacks.mjs), so the swap moves nothing:
 * e2e/brand-fonts.spec.ts checks the font really drawn and the layout shift on a throttled first visit.
 */
export function shareStylesheet() {
  globalThis.siteStylesheet = stylesheet;
}
