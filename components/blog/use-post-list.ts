import useSWR from "swr";
import { listQueryString } from "@/lib/blog/query";
import type { PostListQuery, PostPage } from "@/lib/blog/types";

async function fetchPosts(url: string): Promise<PostPage> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as PostPage;
}

const firstPageKey = `/api/posts${listQueryString({ page: 1 })}`;

/**
 * One page of posts for the view in the URL. The server's first page (all categories, no search)
 * seeds the cache, so the default view needs no request at all.
 */
export function usePostList(query: PostListQuery, firstPage: PostPage | null) {
  const key = `/api/posts${listQueryString(query)}`;
  return useSWR(key, fetchPosts, {
    fallbackData: key === firstPageKey && firstPage ? firstPage : undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
