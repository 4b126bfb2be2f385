import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The installed fonts a browser may see, swapped without touching the machine: Chromium on Linux finds fonts
 * through fontconfig, which reads the file FONTCONFIG_FILE names. A variant's file includes the machine's
 * own configuration (its folders, caches and aliases) and then hides every font it does not list, so a
 * machine that has Liberation and the extra DejaVu faces can also be a machine without them.
 */
export type FontVariant = { name: string; label: string; fontconfigFile?: string };

/** The six faces of Debian's fonts-dejavu-core, all a minimal Debian with Chromium has. */
const dejaVuCore = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"]
  .concat(["DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"])
  .map((file) => `/usr/share/fonts/truetype/dejavu/${file}`);

/** The faces the full variant stands for; it fails, rather than passing on less, where they are missing. */
export const fullVariantFaces = {
  "Liberation Sans (fonts-liberation)": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  "DejaVu Sans Condensed (fonts-dejavu-extra)": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
};

/** Every font file fontconfig reads, by its name. */
const fontFileGlobs = ["ttf", "otf", "ttc", "otc", "pfa", "pfb", "pcf", "pcf.gz", "woff", "woff2"].map(
  (ext) => `*.${ext}`,
);

function writeFontconfig(name: string, acceptedFiles: string[]): string {
  const folder = path.join(os.tmpdir(), "nexaloom-e2e-fontconfig");
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${name}.conf`);
  const accepted = acceptedFiles.map((font) => `<glob>${font}</glob>`).join("");
  // Globs are matched against folders too: rejecting "*" would hide the folders the accepted files sit in.
  const rejected = fontFileGlobs.map((glob) => `<glob>${glob}</glob>`).join("");
  const xml = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><acceptfont>${accepted}</acceptfont><rejectfont>${rejected}</rejectfont></selectfont>
</fontconfig>
`;
  // Every worker loads the specs that use this: write beside and rename, so no browser reads half a file.
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, xml);
  fs.renameSync(partial, file);
  return file;
}

export const fontVariants: Record<"full" | "dejaVuCore", FontVariant> = {
  full: { name: "full", label: "the machine's fonts, Liberation and the extra DejaVu faces among them" },
  dejaVuCore: {
    name: "dejavu-core",
    label: "DejaVu's core faces alone (no Liberation, no extra DejaVu)",
    fontconfigFile: writeFontconfig("dejavu-core", dejaVuCore),
  },
};

/** The environment a browser of `variant` starts with. */
export function browserEnv(variant: FontVariant): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  if (variant.fontconfigFile) env.FONTCONFIG_FILE = variant.fontconfigFile;
  return env;
}

/** E2E_SYSTEM_FONTS=dejavu-core runs a whole suite as on a machine without Liberation (docs/testing.md, "Screen sizes and the visual suite"). */
export function variantFromEnv(value: string | undefined): FontVariant {
  const variant = Object.values(fontVariants).find(({ name }) => name === (value ?? "full"));
  if (!variant) throw new Error(`E2E_SYSTEM_FONTS must be one of: ${Object.values(fontVariants).map((v) => v.name)}`);
  return variant;
}
