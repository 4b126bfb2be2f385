import { notFound } from "next/navigation";
import { shareCardCopy } from "@/content/share-card";
import { blogSource } from "@/lib/blog";
import { formatPostDate } from "@/lib/blog/format-date";
import { shareCard, shareCardSize } from "@/lib/og/share-card";

export const alt = shareCardCopy.postAlt;
export const size = shareCardSize;
export const contentType = "image/png";
export const revalidate = 60;

/**
 * Each post's share card carries its own title, so a shared link reads as the article it is. A slug no
 * post has is a 404 like its page (the proxy answers it before it gets here whenever the slug list is known).
 */
export default async function PostShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await blogSource().getPost((await params).slug);
  if (!post) notFound();
  return shareCard({
    headline: post.title,
    subline: `${post.author} · ${formatPostDate(post.date)} · ${post.readTime}`,
  });
}
