"use client";

import { SearchField } from "@/components/ui/search-field";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import { archivePath } from "@/lib/blog/archive-paths";
import { listQueryString, parseListQuery } from "@/lib/blog/query";
import { ArchiveSearchContext, useArchiveSearch, type ArchiveSearchState } from "./archive-search-context";
import { ListLoading } from "./post-list";

const SEARCH_DELAY_MS = 350;

/** Said on window when the search writes the URL: history.replaceState fires no event of its own. */
const QUERY_CHANGED = "blog-search-change";

function subscribe(onChange: () => void) {
  window.addEventListener(QUERY_CHANGED, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(QUERY_CHANGED, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The search lives in the URL (?search=flutter&page=2, page being the results' page) so a search can be
 * shared, as before the lists had paths. The server renders without it (the pages are static), so the
 * first render shows the page's own list and the search follows once the page is interactive.
 */
const readQuery = () => window.location.search;
const noQuery = () => "";

function writeQuery(query: { page: number; search?: string }) {
  window.history.replaceState(null, "", `${window.location.pathname}${listQueryString(query)}`);
  window.dispatchEvent(new Event(QUERY_CHANGED));
}

/** Holds the search of one list page for its box, its category links and its list. */
export function ArchiveSearch({ category, children }: { category?: string; children: ReactNode }) {
  const router = useRouter();
  const { search, page } = parseListQuery(new URLSearchParams(useSyncExternalStore(subscribe, readQuery, noQuery)));
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const state = useMemo<ArchiveSearchState>(() => {
    const text = typed ?? search ?? "";
    const show = (query: { page: number; search?: string }) => {
      clearTimeout(timer.current);
      writeQuery(query);
    };
    return {
      category,
      search,
      page,
      text,
      type(next) {
        setTyped(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => show({ page: 1, search: next.trim() || undefined }), SEARCH_DELAY_MS);
      },
      searchNow: () => show({ page: 1, search: text.trim() || undefined }),
      goToPage: (to) => show({ page: to, search }),
      clear() {
        setTyped("");
        show({ page: 1 });
        const all = archivePath({ page: 1 });
        if (window.location.pathname !== all) router.push(all, { scroll: false });
      },
    };
  }, [category, search, page, typed, router]);

  return <ArchiveSearchContext value={state}>{children}</ArchiveSearchContext>;
}

export function SearchBox() {
  const { text, type, searchNow } = useArchiveSearch();
  return (
    <SearchField
      id="blog-search"
      label={copy.searchLabel}
      placeholder={copy.searchPlaceholder}
      value={text}
      onChange={type}
      onEnter={searchNow}
      landmark
      className="w-full lg:max-w-sm"
    />
  );
}

/** Its code (SWR, the cards' client side) loads with the first search, not with every list page. */
const FetchedList = dynamic(() => import("./fetched-list").then((module) => module.FetchedList), {
  loading: ListLoading,
});

/**
 * The list page's own cards and pager as the server rendered them, or, while a search is on, its
 * results fetched from /api/posts. `listed` is false only for a page built while WordPress was down:
 * then the page's posts are fetched the same way.
 */
export function SearchOrList({ page, listed, children }: { page: number; listed: boolean; children: ReactNode }) {
  const { search, category, page: resultsPage } = useArchiveSearch();
  if (search) return <FetchedList query={{ page: resultsPage, search, category }} />;
  if (!listed) return <FetchedList query={{ page, category }} />;
  return children;
}
