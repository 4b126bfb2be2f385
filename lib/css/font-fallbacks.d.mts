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
export type BrandFont = { family: string; property: string; weights: Record<"400" | "600" | "700", FontMetrics> };
export type PlatformStyle = { metrics: FontMetrics; local: string[] };
export type PlatformFont = { name: string; regular: PlatformStyle; bold: PlatformStyle };

export declare const brandFonts: BrandFont[];
export declare const platformFonts: PlatformFont[];
export declare function platformStyle(platform: PlatformFont, weight: string | number): PlatformStyle;
export declare function fallbackFamily(brand: BrandFont, platform: PlatformFont): string;
export declare function fallbackOverrides(
  brandMetrics: FontMetrics,
  platformMetrics: FontMetrics,
): Record<"size-adjust" | "ascent-override" | "descent-override" | "line-gap-override", string>;
export declare function fallbackFontFacesCss(): string;
export declare function fallbackFontFaces(): AcceptedPlugin;
