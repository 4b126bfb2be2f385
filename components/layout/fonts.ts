import localFont from "next/font/local";

// Subsets of the @fontsource-variable files made by scripts/subset-fonts.sh: our characters, weights 400-700.
export const inter = localFont({
  src: "./fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  // Preloaded and small, so it is there for first paint; when it is not, the metric-matched fallback
  // stays rather than swapping late, which would repaint the largest text after the scripts have run.
  display: "optional",
  weight: "400 700",
});

export const grotesk = localFont({
  src: "./fonts/space-grotesk-latin-400-700.woff2",
  variable: "--font-grotesk",
  display: "optional",
  weight: "400 700",
});
