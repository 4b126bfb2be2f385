#!/usr/bin/env node
// `npm run artwork`: writes public/images/<path> from each content/artwork/<path>, its <text> drawn as outlines
// in the brand fonts of lib/css/fonts (tools/generate/outline-text.mjs says why and what it accepts). Run it after
// editing a source or re-cutting a font, and commit both: tools/generate/outline-artwork.test.ts fails while the two
// differ. Every source is converted before any file is written, so one bad source leaves public/ as it was.
import fs from "node:fs";
import path from "node:path";
import { artworkSources, loadBrandFonts, outlineSvg } from "./outline-text.mjs";
import { repo } from "../kit/repo.mjs";

const root = repo;
const fonts = await loadBrandFonts(root);

const outputs = artworkSources(root).map((file) => {
  const source = `content/artwork/${file}`;
  return {
    target: path.join(root, "public/images", file),
    svg: outlineSvg(fs.readFileSync(path.join(root, source), "utf8"), fonts, source),
  };
});

let written = 0;
for (const { target, svg } of outputs) {
  if (fs.existsSync(target) && fs.readFileSync(target, "utf8") === svg) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, svg);
  written += 1;
}
console.log(
  `artwork: ${outputs.length} sources, ${written} written to public/images, ${outputs.length - written} unchanged`,
);
