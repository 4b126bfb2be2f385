// First-load JavaScript per route, gzipped, from a build's own stats (`next build` no longer prints it).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * @param {string} root
 * @param {string} [distDir]
 * @returns {{ baselineKib: number; routes: { route: string; kib: number; overBaselineKib: number }[] }}
 */
export function bundleSizes(root, distDir = process.env.NEXT_DIST_DIR ?? ".next") {
  const statsFile = path.join(root, distDir, "diagnostics/route-bundle-stats.json");
  if (!fs.existsSync(statsFile)) throw new Error(`No ${path.relative(root, statsFile)}: run \`npm run build\` first.`);
  /** @type {Map<string, number>} */
  const gzipped = new Map();
  const gzipSize = (/** @type {string} */ chunk) => {
    if (!gzipped.has(chunk))
      gzipped.set(chunk, zlib.gzipSync(fs.readFileSync(path.join(root, chunk)), { level: 9 }).length);
    return /** @type {number} */ (gzipped.get(chunk));
  };
  /** @type {{ route: string; firstLoadChunkPaths: string[] }[]} */
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8"));
  const pages = stats.filter(
    (entry) => !entry.route.startsWith("/api/") && !/\.(svg|xml|txt|png|ico)$|opengraph-image/.test(entry.route),
  );
  // The framework baseline: chunks every page loads (React, Next's runtime, the root layout). The 404 is
  // app/global-not-found.tsx, a document outside the root layout whose chunks are split on their own, so
  // it is measured against the baseline but does not define it.
  const layoutPages = pages.filter((entry) => entry.route !== "/_not-found");
  const shared = layoutPages.reduce(
    (common, entry) => common.filter((chunk) => entry.firstLoadChunkPaths.includes(chunk)),
    layoutPages[0]?.firstLoadChunkPaths ?? [],
  );
  const baseline = shared.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
  const routes = pages.map((entry) => {
    const total = entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSize(chunk), 0);
    return {
      route: entry.route,
      kib: +(total / 1024).toFixed(1),
      overBaselineKib: +((total - baseline) / 1024).toFixed(1),
    };
  });
  return { baselineKib: +(baseline / 1024).toFixed(1), routes };
}
