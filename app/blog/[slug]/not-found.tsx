import { PostNotFoundContent } from "@/components/blog/post-not-found-content";

export default function PostNotFound() {
  return <PostNotFoundContent />;
}
