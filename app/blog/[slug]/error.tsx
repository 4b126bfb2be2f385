"use client";

import { InlineStylesheet } from "@/components/layout/inline-stylesheet";
import { PageHeroBand } from "@/components/sections/page-hero-band";
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
    <>
      {/* The post failed before linking the rest of the stylesheet; rendered on the server, the whole of it goes into the head. */}
      <InlineStylesheet whole />
      <PageHeroBand
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
    </>
  );
}
