import { Calendar, Clock } from "lucide-react";
import Image from "next/image";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { formatPostDate } from "@/lib/blog/format-date";
import type { PostSummary } from "@/lib/blog/types";
import { SvgIcon } from "@/components/ui/svg-icon";

/** A post in a list: the whole card is one link to the post, named by its title. */
export function PostCard({
  post,
  priority = false,
  headingLevel = "h2",
}: {
  post: PostSummary;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <article className="post-card group">
      <Image
        src={post.image.src}
        alt=""
        width={post.image.width}
        height={post.image.height}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[1200/630] w-full bg-ink-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {post.categories[0] && (
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{post.categories[0].name}</p>
        )}
        <Heading className="mt-2 text-h3 font-semibold text-ink-900">
          <HoverPrefetchLink
            href={`/blog/${post.slug}`}
            className="group-hover:text-brand-700 after:absolute after:inset-0 focus:outline-none"
          >
            {post.title}
          </HoverPrefetchLink>
        </Heading>
        <p className="mt-3 line-clamp-3 flex-1 leading-7 text-ink-700">{post.excerpt}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
          <span className="inline-flex items-center gap-1.5">
            <SvgIcon icon={Calendar} className="size-4" />
            <time dateTime={post.date}>{formatPostDate(post.date)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <SvgIcon icon={Clock} className="size-4" />
            {post.readTime}
          </span>
        </p>
      </div>
    </article>
  );
}
