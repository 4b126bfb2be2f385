import { existsSync } from "node:fs";
import path from "node:path";

/**
 * `src` (a path under public/, as a page links it) once the file is known to be there. Server
 * components call it as they render, so a renamed or deleted image stops `next build`, and any unit
 * test that renders them, with the missing path instead of reaching visitors as a broken image.
 */
export function publicAsset(src: string): string {
  // Only checked, never read: nothing under public/ belongs in the server's file trace.
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), "public", src);
  if (!existsSync(/*turbopackIgnore: true*/ file))
    throw new Error(`Missing file public${src}: a page links it, so it must be committed under public/`);
  return src;
}
