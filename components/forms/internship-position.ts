import type { InternshipPosition } from "@/content/options";
import { scrollToTop } from "@/lib/scroll-to-top";

/**
 * Picks a position in the internship form's select, which is always in the page, then brings the form
 * into view and focuses the field. The change event lets the form's script, once loaded, see the value.
 */
export function selectInternshipPosition(position: InternshipPosition, selectId: string) {
  const select = document.getElementById(selectId);
  if (!(select instanceof HTMLSelectElement)) return;
  select.value = position;
  select.dispatchEvent(new Event("change", { bubbles: true }));
  scrollToTop(select.form);
  select.focus({ preventScroll: true });
}
