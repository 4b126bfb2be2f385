// DejaVu Sans (Book and Bold), the sans-serif a Linux desktop without Liberation Sans draws with, which
// Chromium falls back to here and in CI. @capsizecss/metrics has no entry for it, so these are its metrics as
// @capsizecss/unpack 4.0.1 (the tool that builds @capsizecss/metrics) reads them from Debian's
// fonts-dejavu-core 2.37 (/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf and DejaVuSans-Bold.ttf), in the
// same shape. lib/css/font-fallbacks.files.test.ts reads the installed files again and fails if they differ.

/**
 * @typedef {import("../font-fallbacks.mjs").FontMetrics & { fullName: string; postscriptName: string; category: string }} NamedMetrics
 */
const common = {
  familyName: "DejaVu Sans",
  category: "sans-serif",
  ascent: 1901,
  descent: -483,
  lineGap: 0,
  unitsPerEm: 2048,
};

/** @type {NamedMetrics} */
export const dejaVuSans = {
  ...common,
  fullName: "DejaVu Sans",
  postscriptName: "DejaVuSans",
  xWidthAvg: 1041,
  subsets: { latin: { xWidthAvg: 1041 } },
};

/** @type {NamedMetrics} */
export const dejaVuSansBold = {
  ...common,
  fullName: "DejaVu Sans Bold",
  postscriptName: "DejaVuSans-Bold",
  xWidthAvg: 1176,
  subsets: { latin: { xWidthAvg: 1176 } },
};
