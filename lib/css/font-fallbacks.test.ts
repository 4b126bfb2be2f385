/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
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
import postcss from "postcss";
import { fallbackFontFaces, fallbackFontFacesCss } from "./font-fallbacks.mjs";
import { dejaVuSans, dejaVuSansBold } from "./metrics/dejavu-sans.mjs";

// The expected numbers are worked out here from @capsizecss/metrics, the way next/font and fontaine do it,
// not read back from the module: scale the installed font so its average character width matches the brand
// font's, then give the brand font's ascent, descent and line gap in that scaled font's em.
type Metrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

function expectedOverrides(brand: Metrics, fallback: Metrics) {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  return {
    "size-adjust": sizeAdjust * 100,
    "ascent-override": (brand.ascent / (brand.unitsPerEm * sizeAdjust)) * 100,
    "descent-override": (-brand.descent / (brand.unitsPerEm * sizeAdjust)) * 100,
    "line-gap-override": (brand.lineGap / (brand.unitsPerEm * sizeAdjust)) * 100,
  };
}

// The weights the site sets text in (500 draws with the 400 face): each has its own face.
const brands = [
  { family: "Inter", property: "--inter-fallbacks", weights: { 400: inter, 600: interSemiBold, 700: interBold } },
  {
    family: "Space Grotesk",
    property: "--space-grotesk-fallbacks",
    weights: { 400: spaceGrotesk, 600: spaceGroteskSemiBold, 700: spaceGroteskBold },
  },
];
// In the order a browser should try them; semibold and bold stand in with the bold style. Liberation Sans is
// drawn to Arial's metrics (the reason it exists), and @capsizecss/metrics has no DejaVu Sans:
// lib/css/metrics/dejavu-sans.mjs is checked against the font files in font-fallbacks.files.test.ts.
const named = (metrics: { fullName: string; postscriptName: string }) => [metrics.fullName, metrics.postscriptName];
const platforms = [
  {
    name: "Arial",
    regular: { metrics: arial, local: named(arial) },
    bold: { metrics: arialBold, local: named(arialBold) },
  },
  {
    name: "Helvetica",
    regular: { metrics: helvetica, local: [helvetica.fullName] },
    bold: { metrics: helveticaBold, local: named(helveticaBold) },
  },
  {
    name: "Roboto",
    regular: { metrics: roboto, local: ["Roboto", ...named(roboto)] },
    bold: { metrics: robotoBold, local: named(robotoBold) },
  },
  {
    name: "Liberation Sans",
    regular: { metrics: arial, local: ["Liberation Sans", "LiberationSans"] },
    bold: { metrics: arialBold, local: ["Liberation Sans Bold", "LiberationSans-Bold"] },
  },
  {
    name: "DejaVu Sans",
    regular: { metrics: dejaVuSans, local: named(dejaVuSans) },
    bold: { metrics: dejaVuSansBold, local: named(dejaVuSansBold) },
  },
];
const weights = ["400", "600", "700"] as const;

function parsedFaces(css: string) {
  const faces = new Map<string, Record<string, string>>();
  postcss.parse(css).walkAtRules("font-face", (rule) => {
    const descriptors: Record<string, string> = {};
    rule.walkDecls((decl) => void (descriptors[decl.prop] = decl.value));
    faces.set(`${descriptors["font-family"]!.replace(/^"|"$/g, "")} ${descriptors["font-weight"]}`, descriptors);
  });
  return faces;
}

function customProperties(css: string) {
  const properties: Record<string, string> = {};
  postcss.parse(css).walkDecls(/^--/, (decl) => void (properties[decl.prop] = decl.value));
  return properties;
}

describe("the brand fonts' fallback faces", () => {
  const css = fallbackFontFacesCss();
  const faces = parsedFaces(css);

  it("are one face per brand font, installed font and weight, and nothing else", () => {
    expect([...faces.keys()]).toEqual(
      brands.flatMap((brand) =>
        platforms.flatMap((platform) => weights.map((weight) => `${brand.family} Fallback ${platform.name} ${weight}`)),
      ),
    );
  });

  for (const brand of brands) {
    for (const platform of platforms) {
      for (const weight of weights) {
        const face = `${brand.family} Fallback ${platform.name} ${weight}`;
        const style = weight === "400" ? platform.regular : platform.bold;

        it(`${face}: the installed font by its full and PostScript names, and no other`, () => {
          const names = [...faces.get(face)!.src!.matchAll(/local\("([^"]+)"\)/g)].map((match) => match[1]);
          expect(names).toEqual(style.local);
          expect(faces.get(face)!.src).not.toMatch(/url\(/);
        });

        it(`${face}: size-adjust and overrides from @capsizecss/metrics`, () => {
          const descriptors = faces.get(face)!;
          const expected = expectedOverrides(brand.weights[weight], style.metrics);
          for (const [descriptor, value] of Object.entries(expected)) {
            expect(descriptors[descriptor]).toMatch(/^\d+(\.\d+)?%$/);
            // Written to two decimals of a percent: within 0.005 percentage points.
            expect(Math.abs(parseFloat(descriptors[descriptor]!) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
          }
        });
      }
    }

    it(`${brand.property} lists ${brand.family}'s fallback families in the platforms' order`, () => {
      expect(customProperties(css)[brand.property]).toBe(
        platforms.map((platform) => `"${brand.family} Fallback ${platform.name}"`).join(", "),
      );
    });
  }

  it("a face scaled to Arial lands on the brand font's line box (Inter: 1984 + 494 units of 2048)", () => {
    // A sanity check of the arithmetic on one known pair: the scaled Arial's ascent plus descent is Inter's.
    const face = faces.get("Inter Fallback Arial 400")!;
    const lineBox = (parseFloat(face["ascent-override"]!) + parseFloat(face["descent-override"]!)) / 100;
    expect(lineBox * parseFloat(face["size-adjust"]!)).toBeCloseTo(((1984 + 494) / 2048) * 100, 1);
  });
});

describe("the stylesheet", () => {
  const globals = fs.readFileSync(path.join(__dirname, "globals.css"), "utf8");

  it("is where the loader puts the generated faces", async () => {
    const source = fs.readFileSync(path.join(__dirname, "site.inline-css"), "utf8");
    expect(source).toMatch(/^@fallback-font-faces;$/m);
    const result = await postcss([fallbackFontFaces()]).process("a{}\n@fallback-font-faces;\nb{}", { from: undefined });
    expect(result.css).not.toMatch(/@fallback-font-faces/);
    expect(parsedFaces(result.css).size).toBe(brands.length * platforms.length * weights.length);
    expect(result.css.indexOf("a{}")).toBeLessThan(result.css.indexOf("@font-face"));
  });

  it("names each brand font's fallbacks right after it, and types no fallback face of its own", () => {
    expect(globals).toMatch(/--font-sans:\s*Inter, var\(--inter-fallbacks\), /);
    expect(globals).toMatch(
      /--font-display:\s*"Space Grotesk", var\(--space-grotesk-fallbacks\), Inter, var\(--inter-fallbacks\), /,
    );
    expect(globals).not.toMatch(/local\(/);
    expect(globals).not.toMatch(/-override:|size-adjust:/);
  });

  it("lets the brand fonts take over when they arrive", () => {
    const faces = [...globals.matchAll(/@font-face\s*{[^}]*}/g)].map(([rule]) => rule);
    expect(faces).toHaveLength(3);
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap;/);
  });
});
