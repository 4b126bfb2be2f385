import sanitizeHtml from "sanitize-html";
import { wrapScrollableBlocks } from "./scroll-regions";
import { siteBlogPath } from "./site-paths";

/** Video embeds editors may paste; every other iframe is dropped. */
const iframeHosts = ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"];

/** A link that opens a new tab must not hand that tab a handle on this page. */
const newTabSafe: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
});

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
    a: newTabSafe,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async" } }),
  },
};

/**
 * A link to a page of WordPress's front end, as the site's own path: WordPress answers those with a
 * redirect to the site (its mu-plugin), and a reader should not take that detour, nor a crawler count
 * the link as one to another host. Posts (`/<slug>/` and the date-based permalinks), categories and the
 * home page are mapped, keeping a `#fragment`; media, wp-admin, the REST API, a query such as `?p=12`
 * (WordPress resolves those, the site cannot) and anything else stay as they are. An http link to an
 * https WordPress (or the reverse) counts, as posts written before a move to https have them.
 */
function siteHref(href: string, wordpress: URL): string | undefined {
  if (!URL.canParse(href)) return undefined;
  const url = new URL(href);
  if (!["http:", "https:"].includes(url.protocol) || url.host !== wordpress.host || url.search) return undefined;
  const path = siteBlogPath(url.pathname);
  return path && `${path}${url.hash}`;
}

/**
 * Post HTML from WordPress is rendered as-is, so it goes through an allowlist first; then every block
 * that may scroll sideways gets a region the keyboard can reach. With `wordpressOrigin` (WordPress's
 * address: the post came from there), links to its posts, categories and home point at the site instead.
 */
export function sanitizePostHtml(html: string, { wordpressOrigin }: { wordpressOrigin?: string } = {}): string {
  if (!wordpressOrigin) return wrapScrollableBlocks(sanitizeHtml(html, options));
  const wordpress = new URL(wordpressOrigin);
  const linkToSite: sanitizeHtml.Transformer = (tagName, attribs) => {
    const href = attribs.href === undefined ? undefined : siteHref(attribs.href, wordpress);
    return newTabSafe(tagName, href === undefined ? attribs : { ...attribs, href });
  };
  return wrapScrollableBlocks(
    sanitizeHtml(html, { ...options, transformTags: { ...options.transformTags, a: linkToSite } }),
  );
}
