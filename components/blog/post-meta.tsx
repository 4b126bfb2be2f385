import { Calendar, Clock, UserRound } from "lucide-react";
import { postMetaLabels } from "@/content/blog/page-copy";
import { formatPostDate } from "@/lib/blog/format-date";
import type { PostSummary } from "@/lib/blog/types";
import { SvgIcon } from "@/components/ui/svg-icon";

export function PostMeta({ post }: { post: Pick<PostSummary, "author" | "date" | "readTime"> }) {
  const items = [
    { icon: UserRound, label: postMetaLabels.author, value: post.author },
    {
      icon: Calendar,
      label: postMetaLabels.published,
      value: <time dateTime={post.date}>{formatPostDate(post.date)}</time>,
    },
    { icon: Clock, label: postMetaLabels.readTime, value: post.readTime },
  ];
  return (
    <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-sm">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-2">
          <SvgIcon icon={Icon} className="size-4 text-accent-300" />
          <dt className="sr-only">{label}</dt>
          <dd className="font-medium text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
