"use client";

import { createContext, use } from "react";

/** What one list page's search shares with its box, its category links and its fetched list. */
export type ArchiveSearchState = {
  /** The list page's category, which a search keeps. */
  category?: string;
  /** The search the results show, and which page of them. */
  search?: string;
  page: number;
  /** What the box shows: the typing, or the search from the URL. */
  text: string;
  type: (text: string) => void;
  /** Enter searches at once instead of waiting for the typing pause. */
  searchNow: () => void;
  goToPage: (page: number) => void;
  /** Clear Filters: no search, no category, the first page. */
  clear: () => void;
};

export const ArchiveSearchContext = createContext<ArchiveSearchState | null>(null);

export function useArchiveSearch(): ArchiveSearchState {
  const state = use(ArchiveSearchContext);
  if (!state) throw new Error("useArchiveSearch outside ArchiveSearch");
  return state;
}
