"use client";

import { usePathname } from "next/navigation";
import { useServerInsertedOnce } from "@/components/ui/use-server-inserted-once";
import { EVERY_PAGE, firstScreenKey } from "@/lib/css/first-screen-key.mjs";

/**
 * Writes the first-screen rules of the page being rendered (set on globalThis by lib/css/site-stylesheet.ts,
 * by page or template; a page without a list of its own gets every page's) into the head of its HTML, so
 * the first paint needs no other request; `whole` writes the whole stylesheet instead, for the global error
 * page, which has no body link of its own. In the browser this renders nothing, and the style element stays
 * in place across client navigations.
 */
export function InlineStylesheet({ whole = false }: { whole?: boolean }) {
  const pathname = usePathname();
  useServerInsertedOnce(() => {
    const stylesheets = globalThis.siteStylesheets;
    if (!stylesheets) return null;
    const css = whole
      ? stylesheets.whole
      : (stylesheets.firstScreen[firstScreenKey(pathname)] ?? stylesheets.firstScreen[EVERY_PAGE]);
    return <style dangerouslySetInnerHTML={{ __html: css! }} />;
  });
  return null;
}
