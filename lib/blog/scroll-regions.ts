import { scrollRegionLabels as kinds } from "@/content/blog/page-copy";
import { plainText } from "./text";

/**
 * Code blocks and tables can be wider than the column. A scrolling box that cannot take focus cannot
 * be scrolled from the keyboard (axe: scrollable-region-focusable), so each one is wrapped in a named,
 * focusable region that does the scrolling. Runs on sanitized HTML, where every `<` and `>` inside text
 * or an attribute is already escaped, so a tag scan is exact; nested tables stay inside their outer one.
 * Embeds need no region: the reading styles size every iframe to the column, so they never scroll.
 */
const blockTag = /<(\/?)(pre|table)\b[^>]*>/gi;

type Kind = keyof typeof kinds;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A table is named by its caption, or by the figcaption WordPress's table block puts right after it. */
function tableCaption(block: string, after: string): string {
  const caption =
    /<caption\b[^>]*>([\s\S]*?)<\/caption>/i.exec(block)?.[1] ??
    /^\s*<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/i.exec(after)?.[1];
  return caption ? plainText(caption).slice(0, 120) : "";
}

export function wrapScrollableBlocks(html: string): string {
  const seen: Record<Kind, number> = { pre: 0, table: 0 };
  let out = "";
  let copied = 0;
  let depth = 0;
  let kind: Kind = "pre";
  let start = 0;
  for (const match of html.matchAll(blockTag)) {
    const [tag, closing = "", name = ""] = match;
    const tagName = name.toLowerCase() as Kind;
    if (depth === 0) {
      if (closing) continue;
      kind = tagName;
      start = match.index;
      depth = 1;
      continue;
    }
    if (tagName !== kind) continue;
    depth += closing ? -1 : 1;
    if (depth > 0) continue;
    const end = match.index + tag.length;
    const block = html.slice(start, end);
    seen[kind] += 1;
    const caption = kind === "table" ? tableCaption(block, html.slice(end, end + 400)) : "";
    const label = caption
      ? `${kinds[kind]}: ${caption}`
      : seen[kind] > 1
        ? `${kinds[kind]} ${seen[kind]}`
        : kinds[kind];
    out += `${html.slice(copied, start)}<div class="scroll-region" role="region" aria-label="${escapeAttribute(label)}" tabindex="0">${block}</div>`;
    copied = end;
  }
  return out + html.slice(copied);
}
