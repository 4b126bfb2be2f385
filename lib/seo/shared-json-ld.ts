import "server-only";
import { createHash } from "node:crypto";
import { createLru } from "@/lib/server/lru";

/**
 * Pages' JSON-LD, by a hash of its text, for components/seo/json-ld-slot.tsx to write into the HTML. It goes
 * through globalThis because the server components that make it and the client component that writes it are
 * separate module graphs in one process. The page is rendered before its HTML is flushed, so the text is
 * there when the slot asks; a bounded map, since every edit of a post makes another text.
 */
const MOST_TEXTS = 1000;

export function shareJsonLd(json: string): string {
  const id = createHash("sha256").update(json).digest("base64url").slice(0, 12);
  (globalThis.sharedJsonLd ??= createLru<string>(MOST_TEXTS)).set(id, json);
  return id;
}

declare global {
  var sharedJsonLd: ReturnType<typeof createLru<string>> | undefined;
}
