#!/usr/bin/env node
// First-load JavaScript per route, gzipped, from the build's own stats (`next build` no longer prints it).
// Usage: npm run bundle-stats [-- --json]
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const root = path.join(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const statsFile = path.join(root, distDir, "diagnostics/route-bundle-stats.json");
if (!fs.existsSync(statsFile)) {
  console.error(`No ${path.relative(root, statsFile)}: run \`npm run build\` first.`);
  process.exit(1);
}

const gzipped = new Map();
function gzipSize(chunk) {
  if (!gzipped.has(chunk)) gzipped.set(chunk, zlib.gzipSync(fs.readFileSync(path.join(root, chunk)), { level: 9 }).length);
  return gzipped.get(chunk);
}

const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"));
const pages = stats.filter((entry) => !entry.route.startsWith("/api/") && !/\.(svg|xml|txt|png|ico)$/.test(entry.route));
// The framework baseline: chunks every page loads (React, Next's runtime, the root layout).
const shared = pages.reduce(
  (common, entry) => common.filter((chunk) => entry.firstLoadChunkPaths.includes(chunk)),
  pages[0]?.firstLoadChunkPaths ?? [],
);
const baseline = shared.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
const rows = pages.map((entry) => {
  const total = entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
  return { route: entry.route, kib: +(total / 1024).toFixed(1), overBaselineKib: +((total - baseline) / 1024).toFixed(1) };
});

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ baselineKib: +(baseline / 1024).toFixed(1), routes: rows }, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  console.log(`Shared baseline: ${(baseline / 1024).toFixed(1)} KiB gzipped\n`);
  console.log(`${"Route".padEnd(width)}  First load (KiB gz)  Over baseline`);
  for (const row of rows) {
    console.log(`${row.route.padEnd(width)}  ${String(row.kib).padStart(19)}  ${String(row.overBaselineKib).padStart(13)}`);
  }
}
