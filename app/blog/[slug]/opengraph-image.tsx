import { blogSource } from "@/lib/blog";
import { formatPostDate } from "@/lib/blog/format-date";
import { shareCard, shareCardSize } from "@/lib/og/share-card";

export const alt = "Nexaloom blog post";
export const size = shareCardSize;
export const contentType = "image/png";
export const revalidate = 60;

/** Each post's share card carries its own title, so a shared link reads as the article it is. */
export default async function PostShareImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await blogSource().getPost((await params).slug);
  if (!post) return shareCard({ headline: "Nexaloom Blog", subline: "Notes from the engineering floor" });
  return shareCard({ headline: post.title, subline: `${post.author} · ${formatPostDate(post.date)} · ${post.readTime}` });
}
