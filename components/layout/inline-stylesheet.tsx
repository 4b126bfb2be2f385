"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";

/**
 * Writes the site's first-screen rules (set on globalThis by lib/css/site-stylesheet.ts) into the head of
 * the HTML being rendered, so the first paint needs no other request; `whole` writes the whole stylesheet
 * instead, for the global error page, which has no body link of its own. Next calls the callback at every
 * flush of the stream: the stylesheet goes out with the first one only. In the browser this renders
 * nothing, and the style element stays in place across client navigations.
 */
export function InlineStylesheet({ whole = false }: { whole?: boolean }) {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    const stylesheets = globalThis.siteStylesheets;
    if (written.current || !stylesheets) return null;
    written.current = true;
    return <style dangerouslySetInnerHTML={{ __html: whole ? stylesheets.whole : stylesheets.firstScreen }} />;
  });
  return null;
}
