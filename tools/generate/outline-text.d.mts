// Types of tools/generate/outline-text.mjs (the project compiles TypeScript only).

/** A fontkit font, as far as the tests read one (fontkit ships no types of its own). */
export type BrandFont = {
  unitsPerEm: number;
  capHeight: number;
  getVariation(settings: { wght: number }): BrandFont;
  /** Shaped as the browser shapes it: advances and ink box in font units, kerning applied. */
  layout(text: string): { advanceWidth: number; bbox: { minX: number; maxX: number; width: number } };
};

export type BrandFonts = Record<string, BrandFont>;

export declare function loadBrandFonts(root: string): Promise<BrandFonts>;
export declare function artworkSources(root: string): string[];
export declare function outlineSvg(svg: string, fonts: BrandFonts, file?: string): string;
