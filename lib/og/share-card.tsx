import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { site } from "@/content/site";

export const shareCardSize = { width: 1200, height: 630 };

// next/og draws in its own default face unless handed fonts, and it reads neither WOFF2 nor variable fonts:
// these are static TrueType cuts of the brand fonts that tools/generate/cut-fonts.py writes. Read once per server
// process, from the project root, where `next start` and the standalone server both run; the literal paths
// let the build's file tracing copy the files into the output.
const [inter400, inter700, spaceGrotesk700] = await Promise.all([
  readFile(join(process.cwd(), "lib/og/fonts/inter-400.ttf")),
  readFile(join(process.cwd(), "lib/og/fonts/inter-700.ttf")),
  readFile(join(process.cwd(), "lib/og/fonts/space-grotesk-700.ttf")),
]);

/** The 1200x630 share card: brand mark and name above a headline and a line under it. */
export function shareCard({ headline, subline }: { headline: string; subline: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 80,
        background: "linear-gradient(135deg, #0b1020 0%, #1e1b4b 60%, #155e75 100%)",
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <div
          style={{
            width: 96,
            height: 96,
            borderRadius: 26,
            background: "linear-gradient(135deg, #6366f1, #06b6d4)",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 64,
            fontWeight: 700,
          }}
        >
          N
        </div>
        <div style={{ fontSize: 56, fontWeight: 700 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{
            fontFamily: "Space Grotesk",
            fontSize: headline.length > 60 ? 56 : 72,
            fontWeight: 700,
            lineHeight: 1.1,
          }}
        >
          {headline}
        </div>
        <div style={{ fontSize: 32, color: "#a5f3fc" }}>{subline}</div>
      </div>
    </div>,
    {
      ...shareCardSize,
      fonts: [
        { name: "Inter", data: inter400, weight: 400 },
        { name: "Inter", data: inter700, weight: 700 },
        { name: "Space Grotesk", data: spaceGrotesk700, weight: 700 },
      ],
    },
  );
}
