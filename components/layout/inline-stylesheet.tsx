"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

/**
 * Writes the site's stylesheet (set on globalThis by lib/css/site-stylesheet.ts) into the head of the HTML
 * being rendered, so the first paint needs no other request. Next calls the callback at every flush of the
 * stream: the stylesheet goes out with the first one only. In the browser this renders nothing, and the
 * style element stays in place across client navigations, since every page shares the one stylesheet.
 */
export function InlineStylesheet() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current || !globalThis.siteStylesheet) return null;
    written.current = true;
    return <style dangerouslySetInnerHTML={{ __html: globalThis.siteStylesheet }} />;
  });
  return null;
}
