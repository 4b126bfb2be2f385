/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { decode } from "html-entities";
import { bundledPosts } from "@/content/blog/posts";

// The brand fonts are cut to the characters our copy uses (tools/generate/cut-fonts.py). A character the cut lacks
// is drawn in the visitor's system font instead, which nothing else notices: this reads every string content/
// exports and the bundled posts' text, and names each character either font file lacks and where it came from.
const root = path.join(__dirname, "../..");
const fontFiles = ["lib/css/fonts/inter-latin-400-700.woff2", "lib/css/fonts/space-grotesk-latin-400-700.woff2"];

/** fontkitten is ES modules only, which Jest's module system does not load: a Node process reads the files. */
function characterSets(files: string[]): number[][] {
  const script = `import { readFileSync } from "node:fs";
import { create } from "fontkitten";
const files = JSON.parse(process.argv[1]);
console.log(JSON.stringify(files.map((file) => create(readFileSync(file)).characterSet)));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(files)], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output);
}

function contentModules(): string[] {
  return fs
    .readdirSync(path.join(root, "content"), { withFileTypes: true, recursive: true })
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.endsWith(".ts") && !file.includes("__tests__") && !file.endsWith(".test.ts"))
    .sort();
}

/** Each string reachable from a value, with the path it was reached by; functions are code, not copy. */
function* strings(value: unknown, where: string, seen: Set<object>): Generator<[string, string]> {
  if (typeof value === "string") yield [value, where];
  else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      yield* strings(child, Array.isArray(value) ? `${where}[${key}]` : `${where}.${key}`, seen);
    }
  }
}

/** The copy's strings, each with where it came from: a module's exports, then each post's body as read. */
function copy(): [string, string][] {
  const found: [string, string][] = [];
  for (const file of contentModules()) {
    const exports = jest.requireActual<Record<string, unknown>>(path.join(root, file));
    const seen = new Set<object>();
    for (const [name, value] of Object.entries(exports)) found.push(...strings(value, `${file}: ${name}`, seen));
  }
  for (const post of bundledPosts) {
    found.push([decode(post.content.replace(/<[^>]*>/g, " ")), `the text of post "${post.slug}"`]);
  }
  return found;
}

// Control characters are never drawn: tabs and line breaks in template literals and post HTML collapse into
// spaces or break lines. Other whitespace (the space, the no-break space in the phone number) takes its
// width from the font, so it is checked like any other character.
const drawn = (character: string) => !/\p{Cc}/u.test(character);

describe("the brand font files", () => {
  it("have every character our copy uses", () => {
    const firstSeen = new Map<number, string>();
    for (const [text, where] of copy()) {
      for (const character of text) {
        const code = character.codePointAt(0)!;
        if (drawn(character) && !firstSeen.has(code)) firstSeen.set(code, where);
      }
    }
    const sets = characterSets(fontFiles.map((file) => path.join(root, file))).map((set) => new Set(set));
    const missing = [...firstSeen].flatMap(([code, where]) =>
      fontFiles
        .filter((_, index) => !sets[index]!.has(code))
        .map((file) => {
          const point = code.toString(16).toUpperCase().padStart(4, "0");
          return `"${String.fromCodePoint(code)}" U+${point} (first in ${where}) is not in ${file}`;
        }),
    );
    // A scan that loaded no module would find nothing missing: it must at least have met the alphabet.
    expect(firstSeen.size).toBeGreaterThan(90);
    expect(missing).toEqual([]);
  });
});
