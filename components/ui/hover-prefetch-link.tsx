"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * The site's link to its own pages. It prefetches its page when the pointer, a finger or focus arrives,
 * not when it scrolls into view: with viewport prefetching a short page fetched the payloads and code of
 * every footer link (22 requests, 5 scripts) while it was still starting on a slow phone.
 */
export function HoverPrefetchLink({ onMouseEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
