import useSWR from "swr";
import { listQueryString } from "@/lib/blog/query";
import type { PostListQuery, PostPage } from "@/lib/blog/types";

async function fetchPosts(url: string): Promise<PostPage> {
  const response = await fetch(url, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error("Failed to fetch posts");
  return (await response.json()) as PostPage;
}

/**
 * One page of posts from /api/posts: a search's results. The list pages' own posts come in their HTML,
 * so only a search (or a page built while WordPress was down) asks for any here.
 */
export function usePostList(query: PostListQuery) {
  return useSWR(`/api/posts${listQueryString(query)}`, fetchPosts, {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
