import { PostNotFoundContent, postNotFoundMetadata } from "@/components/blog/post-not-found-content";

export const metadata = postNotFoundMetadata;

/**
 * The answer to every slug no post has: the proxy rewrites such a request here with status 404. A static
 * page renders its whole HTML; a `notFound()` from the post route sends a body that stays empty until
 * the scripts run (vercel/next.js#95613).
 */
export default function UnknownPost() {
  return <PostNotFoundContent />;
}
