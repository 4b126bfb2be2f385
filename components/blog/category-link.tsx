"use client";

import type { ReactNode } from "react";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { listQueryString } from "@/lib/blog/query";
import { useArchiveSearch } from "./archive-search-context";
import { chip } from "./chip";

/**
 * A category filter: a link to the category's first page. While a search is on, the link carries it,
 * so changing the category keeps the search and starts again at page 1 (spec 7). The page stays where it
 * is scrolled, as the filters did when they were buttons: the list pages open alike above the filters.
 */
export function CategoryLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  const { search } = useArchiveSearch();
  return (
    <HoverPrefetchLink
      href={`${href}${listQueryString({ page: 1, search })}`}
      scroll={false}
      aria-current={current ? "page" : undefined}
      className={`${chip} ${current ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-ink-700 ring-ink-300 hover:bg-ink-50"}`}
    >
      {children}
    </HoverPrefetchLink>
  );
}
