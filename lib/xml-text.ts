/** Code points XML 1.0 has no place for, control characters above all: one would make the whole document unreadable. */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Safe as element text and as an attribute value, whatever a WordPress author typed. */
export function xmlText(value: string): string {
  return value.replace(FORBIDDEN_IN_XML, "").replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
