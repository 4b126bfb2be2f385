import localFont from "next/font/local";

export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  // Preloaded and small, so it is there for first paint; when it is not, the metric-matched fallback
  // stays rather than swapping late, which would repaint the largest text after the scripts have run.
  display: "optional",
  weight: "100 900",
});

export const grotesk = localFont({
  src: "../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
  variable: "--font-grotesk",
  display: "optional",
  weight: "300 700",
});
