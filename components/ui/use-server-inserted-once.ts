import { useServerInsertedHTML } from "next/navigation";
import { useRef, type ReactNode } from "react";

/**
 * Writes what `render` gives into the HTML as Next streams it, outside the RSC payload, once: Next calls the
 * callback at every flush of the stream, and a render that has nothing yet (null) is asked again at the next.
 * In the browser it does nothing.
 */
export function useServerInsertedOnce(render: () => ReactNode | null) {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    const html = render();
    written.current = html !== null;
    return html;
  });
}
