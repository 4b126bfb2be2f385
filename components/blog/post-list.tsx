import type { ReactNode } from "react";
import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import type { PostSummary } from "@/lib/blog/types";
import { PostCard } from "./post-card";

/**
 * One page of cards, or the words for none. `priority` loads the first card's image at once: on a list
 * page rendered on the server it is in the page's first view, and each of those pages is a landing page.
 */
export function PostList({
  posts,
  priority = false,
  onEmpty,
}: {
  posts: PostSummary[];
  priority?: boolean;
  onEmpty?: ReactNode;
}) {
  if (posts.length === 0)
    return (
      <div className="py-16 text-center">
        <p role="status" className="text-lg text-ink-700">
          {copy.empty}
        </p>
        {onEmpty}
      </div>
    );
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <PostCard post={post} priority={priority && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The list while its posts are on their way. */
export function ListLoading() {
  return (
    <p role="status" className="py-16 text-center text-lg text-ink-600">
      {copy.loading}
    </p>
  );
}
