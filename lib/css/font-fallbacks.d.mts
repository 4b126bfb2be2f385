// Types of lib/css/font-fallbacks.mjs (the project compiles TypeScript only).
import type { AcceptedPlugin } from "postcss";

export type FontMetrics = {
  familyName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
};

export declare function fallbackFontFacesCss(): string;
export declare function fallbackFontFaces(): AcceptedPlugin;
