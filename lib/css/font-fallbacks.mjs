// The fallback faces of the brand fonts: each platform's common sans-serif, scaled to a brand font's metrics
// so that text drawn before the brand font arrives fills the same lines, and the swap moves nothing.
// Computed at build from @capsizecss/metrics by the stylesheet's loader (lib/css/inline-css-loader.mjs), which
// puts the rules where lib/css/site.inline-css says `@fallback-font-faces;`.
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import helvetica from "@capsizecss/metrics/helvetica";
import helveticaBold from "@capsizecss/metrics/helvetica/700";
import inter from "@capsizecss/metrics/inter";
import interSemiBold from "@capsizecss/metrics/inter/600";
import interBold from "@capsizecss/metrics/inter/700";
import roboto from "@capsizecss/metrics/roboto";
import robotoBold from "@capsizecss/metrics/roboto/700";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import spaceGroteskSemiBold from "@capsizecss/metrics/spaceGrotesk/600";
import spaceGroteskBold from "@capsizecss/metrics/spaceGrotesk/700";
import { dejaVuSans, dejaVuSansBold } from "./metrics/dejavu-sans.mjs";

/** @import { Plugin } from "postcss" */

/**
 * A font's metrics as @capsizecss/metrics gives them, as far as the fallback faces read them.
 * @typedef {object} FontMetrics
 * @property {string} familyName
 * @property {number} ascent
 * @property {number} descent
 * @property {number} lineGap
 * @property {number} unitsPerEm
 * @property {number} xWidthAvg
 * @property {{ latin?: { xWidthAvg: number } }} [subsets]
 */

/** @typedef {{ family: string; property: string; weights: Record<number, FontMetrics> }} BrandFont */
/** @typedef {{ metrics: FontMetrics; local: string[] }} InstalledStyle */
/** @typedef {{ name: string; regular: InstalledStyle; bold: InstalledStyle }} PlatformFont */

/**
 * The brand fonts (lib/css/fonts, cut by tools/generate/cut-fonts.py: the same metrics as capsize's
 * entries, which lib/css/font-fallbacks.files.test.ts checks) at the weights the site sets text in, and the
 * custom property that lists each one's fallback families for globals.css's font stacks. Semibold and
 * bold are wider than regular (Inter's average character 2-3 %), so each weight gets its own fallback face:
 * a regular face made bold by the browser came out narrower than the brand font and wrapped rows of pills
 * and buttons differently. A weight of 500 uses the 400 face, as the browser's matching picks it.
 *
 * @type {BrandFont[]}
 */
const brandFonts = [
  { family: "Inter", property: "--inter-fallbacks", weights: { 400: inter, 600: interSemiBold, 700: interBold } },
  {
    family: "Space Grotesk",
    property: "--space-grotesk-fallbacks",
    weights: { 400: spaceGrotesk, 600: spaceGroteskSemiBold, 700: spaceGroteskBold },
  },
];

/**
 * Installed fonts to stand in, in the order a browser tries them: the first one a machine has is used.
 * Windows and most Macs have Arial, Apple's systems Helvetica, Android Roboto; a Linux desktop Liberation
 * Sans (made to Arial's metrics, so Arial's numbers are its own) or else DejaVu Sans. Each has a regular and a
 * bold style (semibold and bold text use the bold one); `local` lists the full and PostScript names that
 * `local()` matches.
 *
 * @type {PlatformFont[]}
 */
const platformFonts = [
  {
    name: "Arial",
    regular: { metrics: arial, local: ["Arial", "ArialMT"] },
    bold: { metrics: arialBold, local: ["Arial Bold", "Arial-BoldMT"] },
  },
  {
    name: "Helvetica",
    regular: { metrics: helvetica, local: ["Helvetica"] },
    bold: { metrics: helveticaBold, local: ["Helvetica Bold", "Helvetica-Bold"] },
  },
  {
    name: "Roboto",
    regular: { metrics: roboto, local: ["Roboto", "Roboto Regular", "Roboto-Regular"] },
    bold: { metrics: robotoBold, local: ["Roboto Bold", "Roboto-Bold"] },
  },
  {
    name: "Liberation Sans",
    regular: { metrics: arial, local: ["Liberation Sans", "LiberationSans"] },
    bold: { metrics: arialBold, local: ["Liberation Sans Bold", "LiberationSans-Bold"] },
  },
  {
    name: "DejaVu Sans",
    regular: { metrics: dejaVuSans, local: ["DejaVu Sans", "DejaVuSans"] },
    bold: { metrics: dejaVuSansBold, local: ["DejaVu Sans Bold", "DejaVuSans-Bold"] },
  },
];

/**
 * The installed style that stands in for a weight: bold from 600 up, as the browser would draw it.
 *
 * @param {PlatformFont} platform
 * @param {string} weight
 */
const platformStyle = (platform, weight) => (Number(weight) >= 600 ? platform.bold : platform.regular);

/**
 * The family name of one fallback face: "Inter Fallback Arial".
 *
 * @param {BrandFont} brand
 * @param {PlatformFont} platform
 */
function fallbackFamily(brand, platform) {
  return `${brand.family} Fallback ${platform.name}`;
}

const percent = (/** @type {number} */ ratio) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The overrides next/font and fontaine compute, from a brand font's metrics at one weight and an installed
 * font's: the installed font scaled so its average character width matches the brand font's (size-adjust),
 * then the brand font's ascent, descent and line gap restated in the scaled font's em.
 *
 * @param {FontMetrics} brandMetrics
 * @param {FontMetrics} platformMetrics
 */
function fallbackOverrides(brandMetrics, platformMetrics) {
  /** @param {FontMetrics} metrics */
  const widthOf = ({ subsets, xWidthAvg, unitsPerEm }) => (subsets?.latin?.xWidthAvg ?? xWidthAvg) / unitsPerEm;
  const sizeAdjust = widthOf(brandMetrics) / widthOf(platformMetrics);
  const em = brandMetrics.unitsPerEm * sizeAdjust;
  return {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(brandMetrics.ascent / em),
    "descent-override": percent(Math.abs(brandMetrics.descent) / em),
    "line-gap-override": percent(brandMetrics.lineGap / em),
  };
}

/**
 * The @font-face rules, one per brand font, installed font and weight, and the custom properties that list
 * the fallback families.
 *
 * @returns {string}
 */
export function fallbackFontFacesCss() {
  const faces = brandFonts.flatMap((brand) =>
    platformFonts.flatMap((platform) =>
      Object.entries(brand.weights).map(([weight, brandMetrics]) => {
        const style = platformStyle(platform, weight);
        const src = style.local.map((name) => `local("${name}")`).join(", ");
        const overrides = Object.entries(fallbackOverrides(brandMetrics, style.metrics)).map(
          ([name, value]) => `${name}: ${value};`,
        );
        return `@font-face {\n  font-family: "${fallbackFamily(brand, platform)}";\n  src: ${src};\n  font-weight: ${weight};\n  ${overrides.join("\n  ")}\n}`;
      }),
    ),
  );
  const lists = brandFonts.map(
    (brand) =>
      `${brand.property}: ${platformFonts.map((platform) => `"${fallbackFamily(brand, platform)}"`).join(", ")};`,
  );
  return `${faces.join("\n")}\n:root {\n  ${lists.join("\n  ")}\n}\n`;
}

/**
 * PostCSS plugin: replaces `@fallback-font-faces;` with fallbackFontFacesCss(). Runs before Tailwind.
 *
 * @returns {Plugin}
 */
export function fallbackFontFaces() {
  return {
    postcssPlugin: "fallback-font-faces",
    Once(root, { parse }) {
      root.walkAtRules("fallback-font-faces", (rule) => {
        rule.replaceWith(parse(fallbackFontFacesCss(), { from: undefined }).nodes);
      });
    },
  };
}
fallbackFontFaces.postcss = true;
