// Turns the <text> of the site's artwork into outlines in the brand fonts, for tools/generate/outline-artwork.mjs.
// The artwork is shown through <img>, which the page's web fonts cannot reach: live text there is drawn in
// whatever sans-serif each visitor's device has, so it is drawn here once, in Inter or Space Grotesk.
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error fontkit ships no type declarations: BrandFont below types what is read of its fonts.
import * as fontkit from "fontkit";
// @ts-expect-error wawoff2 ships no type declarations: its decompress takes a WOFF2 file's bytes, gives TrueType's.
import decompressWoff2 from "wawoff2/decompress.js";

/**
 * A fontkit font, as far as this module and the tests read one (fontkit ships no types of its own).
 * @typedef {object} BrandFont
 * @property {number} unitsPerEm
 * @property {number} capHeight
 * @property {Record<string, { min: number; max: number } | undefined>} variationAxes
 * @property {(codePoint: number) => boolean} hasGlyphForCodePoint
 * @property {(settings: { wght: number }) => BrandFont} getVariation
 * @property {(text: string) => GlyphRun} layout Shaped as the browser shapes it: advances and ink box in font
 *   units, kerning applied.
 */

/**
 * @typedef {object} GlyphRun
 * @property {number} advanceWidth
 * @property {{ minX: number; maxX: number; width: number }} bbox
 * @property {{ xAdvance: number; xOffset: number; yOffset: number }[]} positions
 * @property {{ path: { commands: { command: string; args: number[] }[] } }[]} glyphs
 */

/** @typedef {Record<string, BrandFont>} BrandFonts */

/**
 * How a source's problem is reported: it throws, naming the file and the element.
 * @typedef {(reason: string) => never} Fail
 */

/** The families a source may name in font-family, and the files we serve them from. */
const brandFontFiles = {
  Inter: "lib/css/fonts/inter-latin-400-700.woff2",
  "Space Grotesk": "lib/css/fonts/space-grotesk-latin-400-700.woff2",
};

/**
 * The brand fonts, keyed by family. fontkit 2.0.4 draws a WOFF2 font's glyphs at its default weight whatever
 * getVariation is asked for (its WOFF2 glyph decoder skips the variation tables), so each file is unpacked
 * to plain TrueType first, where getVariation varies the outlines as well as the advances and kerning.
 *
 * @param {string} root
 * @returns {Promise<BrandFonts>}
 */
export async function loadBrandFonts(root) {
  /** @type {BrandFonts} */
  const fonts = {};
  for (const [family, file] of Object.entries(brandFontFiles)) {
    const truetype = await decompressWoff2(fs.readFileSync(path.join(root, file)));
    fonts[family] = fontkit.create(Buffer.from(truetype));
  }
  return fonts;
}

/**
 * Paths of the source SVGs below content/artwork, which are also their paths below public/images.
 *
 * @param {string} root
 * @returns {string[]}
 */
export function artworkSources(root) {
  return fs
    .readdirSync(path.join(root, "content/artwork"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

// The shape accepted, written by hand for our own files rather than parsed as XML: a <text> element with
// attributes quoted either way and character data only (no <tspan>, comment or CDATA inside). The data must be
// as the browser would draw it: no leading, trailing, doubled or non-space white space, whose collapsing rules
// differ between SVG 1.1 and 2, and entities only among XML's five. Anything else is an error, as is any
// <text>, <tspan>, <style> or text property left outside such an element, which a parent could pass down to
// the <text> where the outline would not see it.
const textElement = /<text\b([^>]*)>([^<]*)<\/text>/g;
const attributeList = /^(?:\s+[\w:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*$/;
const attribute = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const leftOver = /<text\b|<tspan\b|<textPath\b|<style\b|font-|text-anchor|letter-spacing|textLength|lengthAdjust/;
const entities = new Map([
  ["amp", "&"],
  ["lt", "<"],
  ["gt", ">"],
  ["quot", '"'],
  ["apos", "'"],
]);

/** Presentation attributes a path draws the same way, copied onto it as written. */
const carried = new Set(["fill", "opacity", "fill-opacity", "class"]);
const consumed = new Set([
  "x",
  "y",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "textLength",
  "lengthAdjust",
  "letter-spacing",
]);

/**
 * `svg` with each <text> replaced by a <path> drawing it in its brand font; every other byte as it was.
 *
 * @param {string} svg
 * @param {BrandFonts} fonts
 * @param {string} [file]
 * @returns {string}
 */
export function outlineSvg(svg, fonts, file = "svg") {
  const outlined = svg.replace(textElement, (element, attributes, data) => {
    /** @type {Fail} */
    const fail = (reason) => {
      throw new Error(`${file}: ${element}: ${reason}`);
    };
    return outlineText(parseAttributes(attributes, fail), decodeText(data, fail), fonts, fail);
  });
  const stray = leftOver.exec(outlined);
  if (stray)
    throw new Error(
      `${file}: "${stray[0]}" outside a plain <text>…</text> (see the shape tools/generate/outline-text.mjs accepts)`,
    );
  return outlined;
}

/**
 * @param {string} list
 * @param {Fail} fail
 */
function parseAttributes(list, fail) {
  if (!attributeList.test(list)) fail('attributes are not all name="value" pairs');
  /** @type {Map<string, string | undefined>} */
  const values = new Map();
  /** @type {string[]} */
  const raw = [];
  // The whole attribute and its name are in every match; the value is in one of the two quoted forms.
  const matches = /** @type {Iterable<[string, string, string | undefined, string | undefined]>} */ (
    /** @type {unknown} */ (list.matchAll(attribute))
  );
  for (const [written, name, double, single] of matches) {
    if (values.has(name)) fail(`${name} is given twice`);
    if (!carried.has(name) && !consumed.has(name)) fail(`${name} is not supported`);
    values.set(name, double ?? single);
    if (carried.has(name)) raw.push(written);
  }
  return { values, raw };
}

/**
 * @param {string} data
 * @param {Fail} fail
 */
function decodeText(data, fail) {
  if (data === "" || data !== data.trim() || /\s\s|[^\S ]/.test(data))
    fail("text must be words separated by single spaces");
  return data.replace(/&([^;]*);/g, (entity, name) => entities.get(name) ?? fail(`entity ${entity} is not supported`));
}

/**
 * A plain number, or with `px` where `px` is set, the only forms our artwork writes.
 *
 * @param {string | undefined} value
 * @param {string} name
 * @param {Fail} fail
 * @param {{ px?: boolean; positive?: boolean }} [options]
 */
function number(value, name, fail, { px = false, positive = false } = {}) {
  const digits = px && value?.endsWith("px") ? value.slice(0, -2) : value;
  const parsed = /^-?(?:\d+\.?\d*|\.\d+)$/.test(digits ?? "") ? Number(digits) : NaN;
  if (Number.isNaN(parsed) || (positive && parsed <= 0))
    fail(`${name} must be a${positive ? " positive" : ""} number${px ? " (px allowed)" : ""}, not ${value}`);
  return parsed;
}

/**
 * @param {string | undefined} value
 * @param {Fail} fail
 */
function weightOf(value, fail) {
  if (value === undefined || value === "normal") return 400;
  if (value === "bold") return 700;
  return /^\d+$/.test(value) ? Number(value) : fail(`font-weight ${value} is not a number, normal or bold`);
}

/**
 * Font instances by weight, so the texts set in one weight vary the font once between them.
 *
 * @type {WeakMap<BrandFont, Map<number, BrandFont>>}
 */
const instances = new WeakMap();

/**
 * @param {BrandFont} font
 * @param {number} weight
 * @param {string | undefined} family
 * @param {Fail} fail
 * @returns {BrandFont}
 */
function instanceOf(font, weight, family, fail) {
  const axis = font.variationAxes.wght;
  if (!axis || weight < axis.min || weight > axis.max)
    fail(`${family} has no weight ${weight}${axis ? ` (it has ${axis.min} to ${axis.max})` : ""}`);
  if (!instances.has(font)) instances.set(font, new Map());
  // Both set just above when missing.
  const byWeight = /** @type {Map<number, BrandFont>} */ (instances.get(font));
  if (!byWeight.has(weight)) byWeight.set(weight, font.getVariation({ wght: weight }));
  return /** @type {BrandFont} */ (byWeight.get(weight));
}

const anchorShares = new Map([
  ["start", 0],
  ["middle", 0.5],
  ["end", 1],
]);

/**
 * @param {{ values: Map<string, string | undefined>; raw: string[] }} attributes
 * @param {string} text
 * @param {BrandFonts} fonts
 * @param {Fail} fail
 */
function outlineText({ values, raw }, text, fonts, fail) {
  const family = values.get("font-family");
  const font = Object.hasOwn(fonts, family ?? "") ? fonts[/** @type {string} */ (family)] : undefined;
  if (!font) fail(`font-family must be one of ${Object.keys(fonts).join(", ")}`);
  for (const character of text)
    if (!font.hasGlyphForCodePoint(/** @type {number} */ (character.codePointAt(0))))
      fail(`${family} has no glyph for "${character}" (the browser would have drawn it in another font)`);

  const x = number(values.get("x"), "x", fail);
  const y = number(values.get("y"), "y", fail);
  const size = number(values.get("font-size"), "font-size", fail, { px: true, positive: true });
  const spacingValue = values.get("letter-spacing");
  const spacing =
    spacingValue === undefined || spacingValue === "normal"
      ? 0
      : number(spacingValue, "letter-spacing", fail, { px: true });
  const share = anchorShares.get(values.get("text-anchor") ?? "start");
  if (share === undefined) fail("text-anchor must be start, middle or end");
  const textLength = values.has("textLength")
    ? number(values.get("textLength"), "textLength", fail, { positive: true })
    : undefined;
  if (textLength !== undefined && values.get("lengthAdjust") !== "spacingAndGlyphs")
    fail('textLength is drawn only with lengthAdjust="spacingAndGlyphs"');

  const instance = instanceOf(font, weightOf(values.get("font-weight"), fail), family, fail);
  const run = instance.layout(text);
  const scale = size / instance.unitsPerEm;
  // Letter spacing follows every glyph, the last one too, and the anchor counts it, as Chromium lays it out.
  let pen = 0;
  const origins = run.positions.map((position) => {
    const origin = { x: pen + position.xOffset * scale, y: position.yOffset * scale };
    pen += position.xAdvance * scale + spacing;
    return origin;
  });
  // As spacingAndGlyphs does: every advance, and every glyph with it, stretched about the start to textLength,
  // and the anchor placed on the stretched length.
  const stretch = textLength === undefined ? 1 : textLength / pen;
  const left = x - share * (textLength ?? pen);

  const segments = run.glyphs.flatMap((glyph, index) =>
    glyph.path.commands.map(({ command, args }) => {
      // A position, so an origin, for every glyph; a command's arguments come in x, y pairs.
      const origin = /** @type {{ x: number; y: number }} */ (origins[index]);
      /** @type {[number, number][]} */
      const points = [];
      for (let i = 0; i < args.length; i += 2)
        points.push([
          Math.round((left + stretch * (origin.x + /** @type {number} */ (args[i]) * scale)) * 100),
          Math.round((y - (origin.y + /** @type {number} */ (args[i + 1]) * scale)) * 100),
        ]);
      return { command, points };
    }),
  );
  return `<path d="${pathData(segments)}"${raw.map((written) => ` ${written}`).join("")}/>`;
}

/**
 * Path data as small as it reads plainly, since it is most of each file's bytes: coordinates in hundredths,
 * each written relative to the one before (the differences of the rounded absolute positions, so rounding never
 * accumulates), straight lines as h or v where they are, a repeated command letter left out, and no separator
 * a minus sign or a second decimal point makes needless.
 *
 * @param {{ command: string; points: [number, number][] }[]} segments
 */
function pathData(segments) {
  let d = "";
  let letter = "";
  let previous = "";
  /** @type {[number, number]} */
  let pen = [0, 0];
  /** @type {[number, number]} */
  let start = [0, 0];
  /**
   * @param {string} next
   * @param {number[]} numbers
   */
  const write = (next, numbers) => {
    if (next !== letter || next === "m") {
      d += next;
      previous = "";
    }
    letter = next;
    for (const number of numbers) {
      const text = hundredths(number);
      const joined = previous === "" || text.startsWith("-") || (text.startsWith(".") && previous.includes("."));
      d += (joined ? "" : " ") + text;
      previous = text;
    }
  };
  /** @type {(point: [number, number]) => [number, number]} */
  const from = (point) => [point[0] - pen[0], point[1] - pen[1]];
  for (const { command, points } of segments) {
    const end = points.at(-1) ?? start;
    if (command === "moveTo") {
      write("m", from(end));
      start = end;
    } else if (command === "lineTo") {
      const [dx, dy] = from(end);
      if (dy === 0) write("h", [dx]);
      else if (dx === 0) write("v", [dy]);
      else write("l", [dx, dy]);
    } else if (command === "closePath") write("z", []);
    else write(command === "quadraticCurveTo" ? "q" : "c", points.flatMap(from));
    pen = end;
  }
  return d;
}

/**
 * Hundredths as a decimal without the zeros that carry nothing: 150 is 1.5, -5 is -.05.
 *
 * @param {number} value
 */
function hundredths(value) {
  const whole = Math.trunc(Math.abs(value) / 100);
  const fraction = String(Math.abs(value) % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${value < 0 ? "-" : ""}${whole || fraction === "" ? whole : ""}${fraction === "" ? "" : `.${fraction}`}`;
}
