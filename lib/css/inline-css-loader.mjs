// Turbopack loader for a `*.inline-css` stylesheet (see next.config.mjs): compiles it with Tailwind at build
// and exports the text, so the server can write it into the HTML once instead of Next linking it as a
// render-blocking file. Files the CSS points at (the fonts) are imported as assets, so they are still emitted
// under /_next/static/media with a content hash and the text points at those URLs. Before Tailwind, the brand
// fonts' fallback faces are generated from their metrics where the source says `@fallback-font-faces;`
// (lib/css/font-fallbacks.mjs).
import tailwind from "@tailwindcss/postcss";
import postcss from "postcss";
import { fallbackFontFaces } from "./font-fallbacks.mjs";

const relativeUrl = /url\((["']?)(\.{1,2}\/[^"')]+)\1\)/g;

export default function inlineCssLoader(source) {
  const done = this.async();
  postcss([fallbackFontFaces(), tailwind({ optimize: { minify: true } })])
    .process(source, { from: this.resourcePath })
    .then((result) => {
      for (const message of result.messages) {
        if (message.type === "dependency") this.addDependency(message.file);
        if (message.type === "dir-dependency") this.addContextDependency(message.dir);
      }
      const files = [];
      const parts = [];
      let last = 0;
      for (const match of result.css.matchAll(relativeUrl)) {
        parts.push(
          JSON.stringify(`${result.css.slice(last, match.index)}url(`),
          `asset${files.length}`,
          JSON.stringify(")"),
        );
        files.push(match[2]);
        last = match.index + match[0].length;
      }
      parts.push(JSON.stringify(result.css.slice(last)));
      const imports = files.map(
        (file, index) => `import asset${index} from ${JSON.stringify(file)} with { turbopackModuleType: "asset" };\n`,
      );
      done(null, `${imports.join("")}export default ${parts.join(" + ")};\n`);
    }, done);
}
