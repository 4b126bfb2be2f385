#!/usr/bin/env node
// First-load JavaScript per route, gzipped, from the last build. Usage: npm run bundle-stats [-- --json]
import { bundleSizes } from "./bundle-sizes.mjs";
import { repo } from "../kit/repo.mjs";

const { baselineKib, routes } = bundleSizes(repo);
if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ baselineKib, routes }, null, 2));
} else {
  const width = Math.max(...routes.map((row) => row.route.length), 5);
  console.log(`Shared baseline: ${baselineKib} KiB gzipped\n`);
  console.log(`${"Route".padEnd(width)}  First load (KiB gz)  Over baseline`);
  for (const row of routes)
    console.log(
      `${row.route.padEnd(width)}  ${String(row.kib).padStart(19)}  ${String(row.overBaselineKib).padStart(13)}`,
    );
}
