import { createHash } from "node:crypto";
import firstScreen from "./first-screen.inline-css-pages";
import stylesheet from "./site.inline-css";

/**
 * The site's stylesheet goes out in two parts. The rules the first screen of a page needs
 * (lib/css/first-screen.inline-css-pages, by page or template) are written into its head by
 * InlineStylesheet as Next renders the HTML, so the first paint needs no request besides the document.
 * The whole stylesheet is linked right after the hero (components/layout/site-stylesheet-link.tsx), and
 * React preloads it from the head: Chromium paints what comes before a body stylesheet without waiting for
 * it, and its parser waits at the link, so the first frame lays out the header and the hero only and the
 * rest of the page is drawn with every rule in place. It is in place before any client navigation: the
 * inline scripts after it, Next's payload among them, wait for it, so the page hydrates only once it has
 * arrived (e2e/stylesheet.spec.ts holds it back to show that). The text goes through globalThis because a prop or an import would
 * put it a second time into the RSC payload or a client chunk; only server code imports this module.
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
export const siteStylesheet = {
  /**
   * Without the faces of the font files: they come with the first-screen rules, in the head of every page.
   * (Built into a route handler, an imported file's URL names the server's copy, not the public one.)
   */
  linkedCss: stylesheet.replace(/@font-face\{[^}]*url\([^}]*\}/g, ""),
  /** Named by its content, so a browser or an edge may keep it for good (app/styles/site.css/route.ts). */
  href: `/styles/site.css?v=${createHash("sha256").update(stylesheet).digest("base64url").slice(0, 12)}`,
};

export function shareStylesheet() {
  globalThis.siteStylesheets = { firstScreen, whole: stylesheet };
}
