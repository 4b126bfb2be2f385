import fs from "node:fs";
import path from "node:path";
import { repo } from "../kit/repo.mjs";

/**
 * The canonical paths of content/routes.ts (the route table lib/routes.ts serves). Plain Node does not
 * import TypeScript, so this reads the keys of the `routes` object from the source: one
 * `  "/path": {` line per route.
 *
 * @returns {string[]}
 */
export function canonicalRoutes() {
  const source = fs.readFileSync(path.join(repo, "content/routes.ts"), "utf8");
  const body = source.slice(source.indexOf("export const routes"), source.indexOf("} as const satisfies"));
  return [...body.matchAll(/^ {2}"(\/[^"]*)": \{/gm)].map((match) => /** @type {string} */ (match[1]));
}
