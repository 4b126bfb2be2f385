"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

/**
 * Writes the JSON-LD the server shared under `id` (lib/seo/shared-json-ld.ts) into the HTML as Next renders
 * it, once (Next calls the callback at every flush of the stream). In the browser this renders nothing.
 */
export function JsonLdSlot({ id }: { id: string }) {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    const json = globalThis.sharedJsonLd?.get(id);
    if (written.current || json === undefined) return null;
    written.current = true;
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  });
  return null;
}
