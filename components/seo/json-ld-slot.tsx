"use client";

import { useServerInsertedOnce } from "@/components/ui/use-server-inserted-once";

/**
 * Writes the JSON-LD the server shared under `id` (lib/seo/shared-json-ld.ts) into the HTML as Next renders
 * it. In the browser this renders nothing.
 */
export function JsonLdSlot({ id }: { id: string }) {
  useServerInsertedOnce(() => {
    const json = globalThis.sharedJsonLd?.get(id);
    return json === undefined ? null : <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  });
  return null;
}
