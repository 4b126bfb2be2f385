import { Eye } from "lucide-react";
import { buttonClasses } from "@/components/ui/button-styles";
import { blogPageCopy } from "@/content/blog/page-copy";
import { SvgIcon } from "@/components/ui/svg-icon";

/**
 * Fixed to the bottom of every previewed page, so an editor never mistakes the preview for the live
 * post. A plain GET form, so exiting works before and without JavaScript.
 */
export function PreviewBar({ status }: { status: string }) {
  return (
    <>
      <div aria-hidden className="h-36 sm:h-20" />
      <aside
        aria-label={blogPageCopy.previewLabel}
        className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-warning-500 bg-ink-950 text-white shadow-lift"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 text-sm">
            <SvgIcon icon={Eye} className="size-5 shrink-0 text-warning-500" />
            <span>
              <strong className="font-semibold">{blogPageCopy.previewTitle}</strong>{" "}
              {blogPageCopy.previewStatus(blogPageCopy.previewStatusNames[status] ?? status)}
            </span>
          </p>
          <form action="/api/preview/exit" method="get">
            <button type="submit" className={buttonClasses("light", "sm")}>
              {blogPageCopy.previewExit}
            </button>
          </form>
        </div>
      </aside>
    </>
  );
}
