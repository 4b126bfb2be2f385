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
import { keepRulesFor, parseClassList } from "./first-screen.mjs";

const relativeUrl = /url\((["']?)(\.{1,2}\/[^"')]+)\1\)/g;
// `@first-screen "<class list>";` keeps only the rules those classes can match (lib/css/first-screen.mjs).
const firstScreen = /^@first-screen "([^"]+)";$/m;

/** The compiled text, cut to the first screen's rules when the source asks for that. */
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
  const list = path.resolve(path.dirname(loader.resourcePath), only[1]);
  loader.addDependency(list);
  return keepRulesFor(result.css, parseClassList(await fs.readFile(list, "utf8")));
}

export default function inlineCssLoader(source) {
  const done = this.async();
  compile(this, source).then((css) => {
    const files = [];
    const parts = [];
    let last = 0;
    for (const match of css.matchAll(relativeUrl)) {
      parts.push(JSON.stringify(`${css.slice(last, match.index)}url(`), `asset${files.length}`, JSON.stringify(")"));
      files.push(match[2]);
      last = match.index + match[0].length;
    }
    parts.push(JSON.stringify(css.slice(last)));
    const imports = files.map(
      (file, index) => `import asset${index} from ${JSON.stringify(file)} with { turbopackModuleType: "asset" };\n`,
    );
    done(null, `${imports.join("")}export default ${parts.join(" + ")};\n`);
  }, done);
}
