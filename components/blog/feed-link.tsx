import { Rss } from "lucide-react";
import { buttonClasses } from "@/components/ui/button-styles";
import { SvgIcon } from "@/components/ui/svg-icon";
import { blogFeedCopy } from "@/content/blog/page-copy";
import { BLOG_FEED_PATH } from "@/lib/blog/feed";

/** A plain link rather than HoverPrefetchLink: the feed is a document for feed readers, not a page to prefetch. */
export function FeedLink() {
  return (
    <a href={BLOG_FEED_PATH} type="application/rss+xml" className={buttonClasses("light", "sm")}>
      <SvgIcon icon={Rss} className="size-4" />
      {blogFeedCopy.linkLabel}
    </a>
  );
}
