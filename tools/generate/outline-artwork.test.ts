/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { artworkSources, loadBrandFonts, outlineSvg, type BrandFonts } from "./outline-text.mjs";

const root = path.join(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

let fonts: BrandFonts;
beforeAll(async () => {
  fonts = await loadBrandFonts(root);
});

describe("the site's SVG images", () => {
  it("have no live text, which each visitor's device would draw in whatever font it has", () => {
    const images = fs
      .readdirSync(path.join(root, "public"), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".svg"));
    expect(images.length).toBeGreaterThan(0);
    expect(images.filter((file) => /<text[\s>]/.test(read(`public/${file}`)))).toEqual([]);
  });

  it("are what tools/generate/outline-artwork.mjs makes now of content/artwork and lib/css/fonts", () => {
    const sources = artworkSources(root);
    expect(sources.length).toBeGreaterThan(0);
    const stale = sources.filter((file) => {
      const committed = path.join(root, "public/images", file);
      const source = `content/artwork/${file}`;
      return (
        !fs.existsSync(committed) || fs.readFileSync(committed, "utf8") !== outlineSvg(read(source), fonts, source)
      );
    });
    if (stale.length > 0)
      throw new Error(
        `public/images is not what content/artwork and lib/css/fonts make of ${stale.join(", ")}: run \`npm run artwork\` and commit the result`,
      );
  });
});

type Box = { minX: number; minY: number; maxX: number; maxY: number };

/**
 * The box a path's outline fills, read from its d attribute here rather than taken from the module: absolute or
 * relative moves, lines and quadratic curves (the brand fonts are TrueType), with a curve's extremes solved.
 */
function inkBox(d: string): Box {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const addX = (x: number) => ((box.minX = Math.min(box.minX, x)), (box.maxX = Math.max(box.maxX, x)));
  const addY = (y: number) => ((box.minY = Math.min(box.minY, y)), (box.maxY = Math.max(box.maxY, y)));
  const extremes = (from: number, control: number, to: number) => {
    const t = (from - control) / (from - 2 * control + to);
    return t > 0 && t < 1 ? [(1 - t) ** 2 * from + 2 * (1 - t) * t * control + t ** 2 * to] : [];
  };
  let index = 0;
  let command = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  const next = () => Number(tokens[index++]);
  while (index < tokens.length) {
    if (/[A-Za-z]/.test(tokens[index]!)) command = tokens[index++]!;
    const [offsetX, offsetY] = command === command.toLowerCase() ? [x, y] : [0, 0];
    switch (command.toUpperCase()) {
      case "M":
        [x, y] = [offsetX + next(), offsetY + next()];
        [startX, startY] = [x, y];
        command = command === "m" ? "l" : "L";
        break;
      case "L":
        [x, y] = [offsetX + next(), offsetY + next()];
        break;
      case "H":
        x = offsetX + next();
        break;
      case "V":
        y = offsetY + next();
        break;
      case "Q": {
        const [controlX, controlY] = [offsetX + next(), offsetY + next()];
        const [endX, endY] = [offsetX + next(), offsetY + next()];
        extremes(x, controlX, endX).forEach(addX);
        extremes(y, controlY, endY).forEach(addY);
        [x, y] = [endX, endY];
        break;
      }
      case "Z":
        if (index < tokens.length && !/[A-Za-z]/.test(tokens[index]!)) throw new Error(`numbers after z in ${d}`);
        [x, y] = [startX, startY];
        break;
      default:
        throw new Error(`unexpected path command ${command} in ${d}`);
    }
    addX(x);
    addY(y);
  }
  return box;
}

/** The one <path> outlineSvg makes of a lone <text>. */
function outline(attributes: string, text: string) {
  const svg = outlineSvg(`<svg><text ${attributes}>${text}</text></svg>`, fonts);
  const [, d, rest] = /^<svg><path d="([^"]*)"([^>]*)\/><\/svg>$/.exec(svg) ?? [];
  if (d === undefined || rest === undefined) throw new Error(`not a lone path: ${svg}`);
  return { box: inkBox(d), attributes: rest };
}

const centre = ({ minX, maxX }: Box) => (minX + maxX) / 2;
const width = ({ minX, maxX }: Box) => maxX - minX;
const inter = 'font-family="Inter" font-size="100"';

describe("a <text> drawn as a path", () => {
  it("stands on its baseline at y, its capitals a cap height above it (font units are y-up)", () => {
    const { box } = outline(`x="10" y="150" ${inter}`, "H");
    expect(box.maxY).toBeCloseTo(150, 1);
    expect(box.minY).toBeCloseTo(150 - (fonts.Inter!.capHeight / fonts.Inter!.unitsPerEm) * 100, 1);
  });

  it("centres its ink on x with text-anchor middle, and starts or ends its advance there with start or end", () => {
    // HOH's ink is symmetric within its advance in Inter, so the centre of the ink is the centre of the advance.
    const placed = (anchor: string) =>
      centre(outline(`x="400" y="150" text-anchor="${anchor}" ${inter} font-weight="700"`, "HOH").box);
    const bold = fonts.Inter!.getVariation({ wght: 700 });
    const advance = (bold.layout("HOH").advanceWidth / bold.unitsPerEm) * 100;
    expect(Math.abs(placed("middle") - 400)).toBeLessThan(0.5);
    expect(placed("start") - placed("end")).toBeCloseTo(advance, 1);
    expect(placed("start") - placed("middle")).toBeCloseTo(advance / 2, 1);
  });

  it('stretches its advance to textLength with lengthAdjust="spacingAndGlyphs", ink and all', () => {
    const { box } = outline(
      'x="46" y="27" textLength="160" lengthAdjust="spacingAndGlyphs" font-family="Space Grotesk" font-size="19" font-weight="700"',
      "Pinnacle",
    );
    // textLength is the length of the advance, from the first glyph's origin to past the last one's; the ink
    // inside it is narrower by the side bearings, stretched by the same factor.
    const run = fonts["Space Grotesk"]!.getVariation({ wght: 700 }).layout("Pinnacle");
    expect(width(box) / ((160 * run.bbox.width) / run.advanceWidth)).toBeCloseTo(1, 2);
    expect(box.minX).toBeGreaterThanOrEqual(46);
    expect(box.maxX).toBeLessThanOrEqual(46 + 160);
  });

  it("scales with font-size", () => {
    const at = (size: number) => width(outline(`x="0" y="100" font-family="Inter" font-size="${size}"`, "Grocery").box);
    expect(at(60) / at(20)).toBeCloseTo(3, 3);
  });

  it("is drawn in the weight asked for, Inter's bold wider than its regular", () => {
    const at = (weight: string) =>
      width(outline(`x="0" y="100" ${inter} font-weight="${weight}"`, "Hamburgefonstiv").box);
    expect(at("700")).toBeGreaterThan(at("400") * 1.02);
    expect(at("bold")).toBe(at("700"));
    expect(at("normal")).toBe(at("400"));
  });

  it("adds letter-spacing after every glyph and anchors on it, as Chromium does", () => {
    const box = (spacing: string) =>
      outline(`x="200" y="100" text-anchor="middle" ${inter} letter-spacing="${spacing}"`, "HHH").box;
    // Measured in Chromium with these fonts: 10 of spacing on HHH, centred, lengthened the text by 30 and
    // moved its start 15 to the left, so the ink, which spans two of the gaps, sits 5 left of x.
    expect(width(box("10")) - width(box("0"))).toBeCloseTo(20, 1);
    expect(centre(box("10")) - centre(box("0"))).toBeCloseTo(-5, 1);
  });

  it("carries over fill, opacity, fill-opacity and class, and nothing of the font", () => {
    const { attributes } = outline(
      `x="0" y="100" ${inter} fill="#fff" opacity=".5" fill-opacity='.8' class="mark" text-anchor="end"`,
      "A",
    );
    expect(attributes).toBe(` fill="#fff" opacity=".5" fill-opacity='.8' class="mark"`);
  });

  it("reads XML's own entities", () => {
    expect(width(outline(`x="0" y="100" ${inter}`, "R&amp;D").box)).toBeGreaterThan(
      width(outline(`x="0" y="100" ${inter}`, "RD").box),
    );
  });
});

describe("a source the outliner cannot draw faithfully", () => {
  it.each([
    ["a tspan", `<text x="0" y="9" ${inter}>A<tspan>B</tspan></text>`, /"<text" outside a plain <text>/],
    ["a style sheet", `<style>text{letter-spacing:2px}</style><text x="0" y="9" ${inter}>A</text>`, /"<style"/],
    ["a text property on a parent", `<g text-anchor="middle"><text x="0" y="9" ${inter}>A</text></g>`, /text-anchor/],
    ["an entity beyond XML's five", `<text x="0" y="9" ${inter}>A&nbsp;B</text>`, /entity &nbsp; is not supported/],
    ["collapsible white space", `<text x="0" y="9" ${inter}>A  B</text>`, /single spaces/],
    ["an attribute it does not draw", `<text x="0" y="9" transform="rotate(9)" ${inter}>A</text>`, /transform is not/],
    ["another family", `<text x="0" y="9" font-family="Arial,sans-serif" font-size="9">A</text>`, /must be one of/],
    ["a character the font lacks", `<text x="0" y="9" ${inter}>\u4e2d</text>`, /Inter has no glyph for "\u4e2d"/],
    [
      "a weight the font lacks",
      `<text x="0" y="9" ${inter} font-weight="900">A</text>`,
      /no weight 900 \(it has 400 to 700\)/,
    ],
    ["textLength without spacingAndGlyphs", `<text x="0" y="9" textLength="9" ${inter}>A</text>`, /spacingAndGlyphs/],
    ["a list of x positions", `<text x="0 9" y="9" ${inter}>AB</text>`, /x must be a number/],
  ])("fails on %s", (_, element, message) => {
    expect(() => outlineSvg(`<svg>${element}</svg>`, fonts, "sample.svg")).toThrow(message);
  });
});
