import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { blogBrowserCopy as copy } from "@/content/blog/page-copy";
import { archivePath } from "@/lib/blog/archive-paths";
import { chip } from "./chip";

/**
 * The id of the section that holds a list page's filters and cards. The pager's links end in it, so the
 * next page opens at its cards, as paging did before it loaded a page of its own, with scripts or without.
 */
export const LIST_SECTION_ID = "posts";

const look = `${chip} bg-white text-ink-800 ring-ink-300`;
const enabledLook = `${look} hover:bg-ink-50`;
const disabledLook = `${look} cursor-not-allowed opacity-50`;

type PagerProps = {
  page: number;
  totalPages: number;
  /** The list the links page through: one category's, or all posts. */
  category?: string;
  /** Given, the steps are buttons that change the page in place (a search's results) instead of links. */
  onPage?: (page: number) => void;
};

/**
 * Previous, "Page X of Y", Next. Previous is disabled on page 1 and Next on the last page (spec 7).
 * A disabled link is an `<a role="link" aria-disabled="true">` without href: it keeps the role of the
 * link it stands for, so assistive tech reads "Previous, link, dimmed" where a live page reads "link",
 * and like a disabled button it is left out of the Tab order. The buttons are disabled the native way.
 */
export function Pager({ page, totalPages, category, onPage }: PagerProps) {
  const step = (to: number | null, label: string) => {
    if (onPage)
      return (
        <button
          type="button"
          disabled={to === null}
          onClick={() => to !== null && onPage(to)}
          className={to === null ? disabledLook : enabledLook}
        >
          {label}
        </button>
      );
    if (to === null)
      return (
        <a role="link" aria-disabled="true" className={disabledLook}>
          {label}
        </a>
      );
    return (
      <HoverPrefetchLink href={`${archivePath({ page: to, category })}#${LIST_SECTION_ID}`} className={enabledLook}>
        {label}
      </HoverPrefetchLink>
    );
  };
  return (
    <nav aria-label={copy.pagerLabel} className="mt-12 flex items-center justify-center gap-4">
      {step(page > 1 ? page - 1 : null, copy.previous)}
      <p aria-live="polite" className="text-sm font-semibold text-ink-700">
        {copy.page(page, Math.max(totalPages, page))}
      </p>
      {step(page < totalPages ? page + 1 : null, copy.next)}
    </nav>
  );
}
