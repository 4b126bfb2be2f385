import type { CDPSession, Page } from "@playwright/test";

/** What Chromium reports for the text of one node: the font file's family name and glyphs drawn with it. */
export type PlatformFont = { familyName: string; postScriptName: string; isCustomFont: boolean; glyphCount: number };

/** The brand's faces, as their files name them (with the default instance's style, if any: "Space Grotesk Light"). */
const brandFamily = /^(Inter|Space Grotesk|JetBrains Mono)( [A-Z][a-z]+)?$/;

/** A web font of ours, not a face of the machine (which a local() fallback face also is). */
const isBrandFont = (font: PlatformFont) => font.isCustomFont && brandFamily.test(font.familyName);

/** "Inter", or "DejaVu Sans (installed)" for a face of the machine. */
export const fontLabel = (font: PlatformFont) =>
  font.isCustomFont ? font.familyName : `${font.familyName} (installed)`;

export async function fontsOfNode(devtools: CDPSession, nodeId: number): Promise<PlatformFont[]> {
  const { fonts } = (await devtools.send("CSS.getPlatformFontsForNode", { nodeId })) as { fonts: PlatformFont[] };
  return fonts.filter((font) => font.glyphCount > 0);
}

type DomNode = {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
};

/** Not drawn as text of the page: code and metadata, and frames, whose documents are other sites' pages. */
const skipped = new Set(["HEAD", "SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "IFRAME"]);

/**
 * Every piece of text the page draws in a face that is not the brand's, with the face: the text of every
 * element, inside form controls' own shadow trees too (a placeholder, a select's shown option), and of
 * generated content (list markers, `content:` text). Chromium tells the fonts it really drew with
 * (CSS.getPlatformFontsForNode), so a character the brand fonts lack shows up under the face that stood in.
 */
export async function textOutsideBrandFonts(page: Page): Promise<{ text: string; fonts: string[] }[]> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("DOM.enable");
  await devtools.send("CSS.enable");
  const { root } = (await devtools.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: DomNode };

  const owners: { nodeId: number; text: string }[] = [];
  const visit = (node: DomNode) => {
    if (skipped.has(node.nodeName)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join("")
      .trim();
    if (text) owners.push({ nodeId: node.nodeId, text });
    for (const pseudo of node.pseudoElements ?? []) owners.push({ nodeId: pseudo.nodeId, text: pseudo.nodeName });
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) visit(child);
  };
  visit(root);

  const offenders: { text: string; fonts: string[] }[] = [];
  for (const { nodeId, text } of owners) {
    const others = (await fontsOfNode(devtools, nodeId)).filter((font) => !isBrandFont(font));
    if (others.length) offenders.push({ text: text.slice(0, 60), fonts: others.map(fontLabel) });
  }
  await devtools.detach();
  return offenders;
}
