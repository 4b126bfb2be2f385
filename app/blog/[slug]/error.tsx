"use client";

import { PageHero } from "@/components/sections/page-hero";
import { useReportedError } from "@/components/system/use-reported-error";
import { buttonClasses } from "@/components/ui/button-styles";
import { blogPageCopy } from "@/content/blog/page-copy";

/**
 * Reached only when WordPress fails and no earlier copy of the post exists: Next hides server error
 * messages in production, and the post fetch is the only thing here that fails, so its message is named.
 */
export default function PostError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useReportedError(error, "blog-post");
  return (
    <PageHero
      title={
        <span role="alert">
          {blogPageCopy.errorPrefix}
          {blogPageCopy.postError}
        </span>
      }
      actions={
        <button type="button" onClick={reset} className={buttonClasses("light")}>
          {blogPageCopy.retry}
        </button>
      }
    />
  );
}
