/** @jest-environment node */
import { execFileSync } from "node:child_process";
import path from "node:path";
import inter from "@capsizecss/metrics/inter";
import spaceGrotesk from "@capsizecss/metrics/spaceGrotesk";
import { dejaVuSans, dejaVuSansBold } from "./metrics/dejavu-sans.mjs";

// The fallback faces are computed from @capsizecss/metrics (lib/css/font-fallbacks.mjs). These tests read the
// font files themselves with @capsizecss/unpack, the tool that builds that collection, so the numbers stay
// those of the files we serve (a new cut by tools/generate/cut-fonts.py from a newer Inter fails here) and of
// the installed DejaVu Sans, which the collection lacks.
const root = path.join(__dirname, "../..");
const dejaVuFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"].map((file) => `/usr/share/fonts/truetype/dejavu/${file}`);

type Unpacked = {
  familyName: string;
  fullName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets: { latin: { xWidthAvg: number } };
};

/** @capsizecss/unpack is ES modules only, which Jest's module system does not load: a Node process reads the files. */
function unpack(files: string[]): Unpacked[] {
  const script = `import { fromFile } from "@capsizecss/unpack/fs";
const files = JSON.parse(process.argv[1]);
console.log(JSON.stringify(await Promise.all(files.map((file) => fromFile(file)))));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script, JSON.stringify(files)], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(output);
}

const vertical = ({
  ascent,
  descent,
  lineGap,
  unitsPerEm,
  xWidthAvg,
}: Omit<Unpacked, "familyName" | "fullName" | "subsets">) => ({
  ascent,
  descent,
  lineGap,
  unitsPerEm,
  xWidthAvg,
});

describe("the metrics the fallback faces are computed from", () => {
  it("are those of the brand font files we serve", () => {
    const [served, servedDisplay] = unpack([
      path.join(root, "lib/css/fonts/inter-latin-400-700.woff2"),
      path.join(root, "lib/css/fonts/space-grotesk-latin-400-700.woff2"),
    ]);
    expect(vertical(served!)).toEqual(vertical(inter));
    expect(served!.subsets.latin.xWidthAvg).toBe(inter.subsets.latin.xWidthAvg);
    expect(vertical(servedDisplay!)).toEqual(vertical(spaceGrotesk));
    expect(servedDisplay!.subsets.latin.xWidthAvg).toBe(spaceGrotesk.subsets.latin.xWidthAvg);
  });

  it("are those of the installed DejaVu Sans (Debian's fonts-dejavu-core, which .ci/run installs)", () => {
    const installed = unpack(dejaVuFiles);
    [dejaVuSans, dejaVuSansBold].forEach((committed, index) => {
      expect(installed[index]!.fullName).toBe(committed.fullName);
      expect(vertical(installed[index]!)).toEqual(vertical(committed));
      expect(installed[index]!.subsets.latin.xWidthAvg).toBe(committed.subsets!.latin!.xWidthAvg);
    });
  });
});
