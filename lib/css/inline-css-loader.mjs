// Turbopack loader for a `*.inline-css` stylesheet (see next.config.mjs): compiles it with Tailwind at build
// and exports the text, so the server can write it into the HTML once instead of Next linking it as a
// render-blocking file. Files the CSS points at (the fonts) are imported as assets, so they are still emitted
// under /_next/static/media with a content hash and the text points at those URLs. Before Tailwind, the brand
// fonts' fallback faces are generated from their metrics where the source says `@fallback-font-faces;`
// (lib/css/font-fallbacks.mjs).
import fs from "node:fs/promises";
import path from "node:path";
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { fallbackFontFaces } from "./font-fallbacks.mjs";
import { keepRulesFor } from "./first-screen.mjs";

/**
 * What this loader asks of the bundler's loader context (webpack's, which Turbopack's loader runner follows).
 * @typedef {object} LoaderContext
 * @property {string} resourcePath
 * @property {(file: string) => void} addDependency
 * @property {(dir: string) => void} addContextDependency
 * @property {() => (error: unknown, result?: string) => void} async
 */

const relativeUrl = /url\((["']?)(\.{1,2}\/[^"')]+)\1\)/g;
// `@first-screen "<lists>";` makes one stylesheet per list of first-screen classes and elements (a JSON
// object of lists by key), each keeping only the rules they can match (lib/css/first-screen.mjs), and exports
// them as an object by the same keys (a `*.inline-css-pages` file).
const firstScreen = /^@first-screen "([^"]+)";$/m;

/**
 * The compiled text, or the first-screen cuts of it by key when the source asks for them.
 *
 * @param {LoaderContext} loader
 * @param {string} source
 * @returns {Promise<string | Record<string, string>>}
 */
async function compile(loader, source) {
  const only = source.match(firstScreen);
  const result = await postcss([fallbackFontFaces(), tailwind({ optimize: { minify: true } })]).process(
    source.replace(firstScreen, ""),
    { from: loader.resourcePath },
  );
  for (const message of result.messages) {
    if (message.type === "dependency") loader.addDependency(message.file);
    if (message.type === "dir-dependency") loader.addContextDependency(message.dir);
  }
  if (!only) return result.css;
  const file = path.resolve(path.dirname(loader.resourcePath), /** @type {string} */ (only[1]));
  loader.addDependency(file);
  /** @type {Record<string, { classes: string[]; elements: string[] }>} */
  const lists = JSON.parse(await fs.readFile(file, "utf8"));
  return Object.fromEntries(
    Object.entries(lists).map(([key, { classes, elements }]) => [
      key,
      keepRulesFor(result.css, { classes: new Set(classes), elements: new Set(elements) }),
    ]),
  );
}

/**
 * A JavaScript expression for the text, with each file it points at named by its imported asset URL.
 *
 * @param {string} css
 * @param {string[]} files the files pointed at so far, to which this adds its own
 */
function textWithAssets(css, files) {
  const parts = [];
  let last = 0;
  for (const match of css.matchAll(relativeUrl)) {
    const url = /** @type {string} */ (match[2]);
    let index = files.indexOf(url);
    if (index === -1) index = files.push(url) - 1;
    parts.push(JSON.stringify(`${css.slice(last, match.index)}url(`), `asset${index}`, JSON.stringify(")"));
    last = match.index + match[0].length;
  }
  parts.push(JSON.stringify(css.slice(last)));
  return parts.join(" + ");
}

/**
 * @this {LoaderContext}
 * @param {string} source
 */
export default function inlineCssLoader(source) {
  const done = this.async();
  compile(this, source).then((compiled) => {
    /** @type {string[]} */
    const files = [];
    const value =
      typeof compiled === "string"
        ? textWithAssets(compiled, files)
        : `{ ${Object.entries(compiled)
            .map(([key, css]) => `${JSON.stringify(key)}: ${textWithAssets(css, files)}`)
            .join(", ")} }`;
    const imports = files.map(
      (file, index) => `import asset${index} from ${JSON.stringify(file)} with { turbopackModuleType: "asset" };\n`,
    );
    done(null, `${imports.join("")}export default ${value};\n`);
  }, done);
}
