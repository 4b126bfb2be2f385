import fs from "node:fs";
import path from "node:path";

/**
 * The canonical paths of lib/routes.ts. Node 20 cannot import TypeScript, so this reads the keys of
 * the `routes` object from the source: one `  "/path": {` line per route.
 */
export function canonicalRoutes() {
  const source = fs.readFileSync(path.join(import.meta.dirname, "../lib/routes.ts"), "utf8");
  const body = source.slice(source.indexOf("export const routes"), source.indexOf("} as const satisfies"));
  return [...body.matchAll(/^ {2}"(\/[^"]*)": \{/gm)].map((match) => match[1]);
}
