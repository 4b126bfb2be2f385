import { preload } from "react-dom";
import stylesheet, { assetUrls } from "./site.inline-css";

// The site's one stylesheet goes into each page's HTML head, written there by InlineStylesheet as Next
// renders the HTML. It is handed over through globalThis because a prop or an import would put the text a
// second time into the RSC payload or a client chunk; only server code imports this module.
globalThis.siteStylesheet = stylesheet;

/** The fonts the stylesheet names are fetched beside the HTML, in time for first paint. */
export function preloadFonts() {
  for (const href of assetUrls.filter((url) => url.endsWith(".woff2"))) preload(href, { as: "font", type: "font/woff2", crossOrigin: "" });
}
