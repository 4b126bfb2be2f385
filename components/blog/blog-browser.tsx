"use client";

import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import { listQueryString, parseListQuery } from "@/lib/blog/query";
import type { BlogCategory, PostListQuery, PostPage } from "@/lib/blog/types";
import { scrollToTop } from "@/lib/scroll-to-top";
import { PostCard } from "./post-card";
import { usePostList } from "./use-post-list";

const SEARCH_DELAY_MS = 350;

const chip =
  "rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200";

/** Search, category buttons, the cards and the pager; the view lives in the URL so it can be shared. */
export function BlogBrowser({ firstPage, categories }: { firstPage: PostPage | null; categories: BlogCategory[] }) {
  const [query, setQuery] = useState<PostListQuery>({ page: 1 });
  const [searchText, setSearchText] = useState("");
  const listTop = useRef<HTMLDivElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { data, error, isLoading } = usePostList(query, firstPage);

  // A shared link's view is read once the page is interactive; the pre-rendered HTML shows page one.
  useEffect(() => {
    // The URL is outside React and unknown while pre-rendering, so it is read once after hydration.
    const fromUrl = parseListQuery(new URLSearchParams(window.location.search));
    /* eslint-disable react-hooks/set-state-in-effect */
    setQuery(fromUrl);
    setSearchText(fromUrl.search ?? "");
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  function show(next: PostListQuery) {
    clearTimeout(searchTimer.current);
    setQuery(next);
    window.history.replaceState(null, "", `${window.location.pathname}${listQueryString(next)}`);
  }

  function changeSearch(text: string) {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(
      () => show({ ...query, page: 1, search: text.trim() || undefined }),
      SEARCH_DELAY_MS,
    );
  }

  /** Enter searches at once instead of waiting for the typing pause. */
  function applySearch() {
    show({ ...query, page: 1, search: searchText.trim() || undefined });
  }

  function goToPage(page: number) {
    show({ ...query, page });
    scrollToTop(listTop.current);
  }

  const totalPages = data?.totalPages ?? 1;

  return (
    <div>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div role="search" className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            {copy.searchLabel}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
          />
          <input
            id="blog-search"
            type="search"
            value={searchText}
            onChange={(event) => changeSearch(event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && applySearch()}
            placeholder={copy.searchPlaceholder}
            className="w-full rounded-full border border-ink-300 bg-white py-3 pr-4 pl-12 text-base text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          {[{ slug: undefined, name: copy.allCategories }, ...categories].map((category) => {
            const active = query.category === category.slug;
            return (
              <button
                key={category.slug ?? "all"}
                type="button"
                aria-pressed={active}
                onClick={() => show({ ...query, page: 1, category: category.slug })}
                className={`${chip} ${active ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-ink-700 ring-ink-300 hover:bg-ink-50"}`}
              >
                {category.name}
              </button>
            );
          })}
        </div>
      </div>

      <div ref={listTop} className="mt-10 min-h-96 scroll-mt-28">
        {error ? (
          <p role="alert" className="py-16 text-center text-lg font-semibold text-danger-600">
            {copy.error}
          </p>
        ) : isLoading || !data ? (
          <p role="status" className="py-16 text-center text-lg text-ink-600">
            {copy.loading}
          </p>
        ) : data.posts.length === 0 ? (
          <div className="py-16 text-center">
            <p role="status" className="text-lg text-ink-700">
              {copy.empty}
            </p>
            <button
              type="button"
              onClick={() => {
                setSearchText("");
                show({ page: 1 });
              }}
              className={`${chip} mt-5 bg-white text-brand-700 ring-brand-300 hover:bg-brand-50`}
            >
              {copy.clear}
            </button>
          </div>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {data.posts.map((post, index) => (
              <li key={post.id} className="flex">
                <PostCard post={post} priority={index === 0 && query.page === 1} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <nav aria-label={copy.pagerLabel} className="mt-12 flex items-center justify-center gap-4">
        <button
          type="button"
          onClick={() => goToPage(query.page - 1)}
          disabled={query.page <= 1}
          className={`${chip} bg-white text-ink-800 ring-ink-300 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white`}
        >
          {copy.previous}
        </button>
        <p aria-live="polite" className="text-sm font-semibold text-ink-700">
          {copy.page(query.page, Math.max(totalPages, query.page))}
        </p>
        <button
          type="button"
          onClick={() => goToPage(query.page + 1)}
          disabled={query.page >= totalPages}
          className={`${chip} bg-white text-ink-800 ring-ink-300 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-white`}
        >
          {copy.next}
        </button>
      </nav>
    </div>
  );
}
