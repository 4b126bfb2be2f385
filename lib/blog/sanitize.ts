import sanitizeHtml from "sanitize-html";
import { wrapScrollableBlocks } from "./scroll-regions";

/** Video embeds editors may paste; every other iframe is dropped. */
const iframeHosts = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "h1"),
    "img",
    "figure",
    "figcaption",
    "iframe",
    "del",
    "ins",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "title", "loading", "decoding"],
    iframe: ["src", "width", "height", "title", "allow", "allowfullscreen"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    code: ["class"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: iframeHosts,
  allowIframeRelativeUrls: false,
  // An iframe whose source was refused would remain as an empty frame; drop it whole.
  exclusiveFilter: (frame) => frame.tag === "iframe" && !frame.attribs.src,
  transformTags: {
    // The page has one h1, the post title; a heading level one in the body becomes a section heading.
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};

/**
 * Post HTML from WordPress is rendered as-is, so it goes through an allowlist first; then every block
 * that may scroll sideways gets a region the keyboard can reach.
 */
export function sanitizePostHtml(html: string): string {
  return wrapScrollableBlocks(sanitizeHtml(html, options));
}
