import { decode } from "html-entities";
import sanitizeHtml from "sanitize-html";

/** Markup removed and entities decoded: for titles, excerpts and word counts. */
export function plainText(html: string): string {
  return decode(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}

/** WordPress ends automatic excerpts with "[…]"; a plain ellipsis reads better on a card. */
export function excerptText(html: string): string {
  return plainText(html).replace(/\s*\[(…|\.\.\.)\]\s*$/, "…");
}

const WORDS_PER_MINUTE = 200;

export function readTime(html: string): string {
  const words = plainText(html).split(" ").filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
