"use client";

import { useRef } from "react";
import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import type { PostListQuery } from "@/lib/blog/types";
import { scrollToTop } from "@/lib/scroll-to-top";
import { Pager } from "./archive-pager";
import { useArchiveSearch } from "./archive-search-context";
import { chip } from "./chip";
import { ListLoading, PostList } from "./post-list";
import { usePostList } from "./use-post-list";

/**
 * A page of posts asked of /api/posts in the browser: a search's results, paged in place, or (for a
 * page built while WordPress was down) the page's own posts, paged by links like the server's list.
 */
export function FetchedList({ query }: { query: PostListQuery }) {
  const { goToPage, clear } = useArchiveSearch();
  const listTop = useRef<HTMLDivElement>(null);
  const { data, error, isLoading } = usePostList(query);

  return (
    <>
      <div ref={listTop} className="mt-10 min-h-96 scroll-mt-28">
        {error ? (
          <p role="alert" className="py-16 text-center text-lg font-semibold text-danger-600">
            {copy.error}
          </p>
        ) : isLoading || !data ? (
          <ListLoading />
        ) : (
          <PostList
            posts={data.posts}
            onEmpty={
              <button
                type="button"
                onClick={clear}
                className={`${chip} mt-5 bg-white text-brand-700 ring-brand-300 hover:bg-brand-50`}
              >
                {copy.clear}
              </button>
            }
          />
        )}
      </div>
      <Pager
        page={query.page}
        totalPages={data?.totalPages ?? 1}
        category={query.category}
        onPage={
          query.search
            ? (page) => {
                goToPage(page);
                scrollToTop(listTop.current);
              }
            : undefined
        }
      />
    </>
  );
}
