// What names a build in the keys it shares through Redis. Plain JavaScript: lib/cache/cache-handler.mjs
// (loaded by Next outside its bundles) and the runtime's known-slug list both read it.
import fs from "node:fs";
import path from "node:path";

/**
 * DEPLOYMENT_ID when set, else Next's own build id from the build folder: two builds run against one
 * Redis can never read each other's pages, whatever the settings. Only a running instance asks (a build
 * keeps its cache local), so the build folder is complete by then.
 *
 * @param {{ deploymentId: string | undefined; distDir: string }} settings
 * @returns {string}
 */
export function buildKey({ deploymentId, distDir }) {
  if (deploymentId) return deploymentId;
  return fs.readFileSync(path.resolve(/*turbopackIgnore: true*/ distDir, "BUILD_ID"), "utf8").trim();
}
