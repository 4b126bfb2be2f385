import type { InternshipValues } from "@/lib/forms/schemas";
import { scrollToTop } from "@/lib/scroll-to-top";

export type InternshipPosition = InternshipValues["position"];
export const INTERNSHIP_POSITION_EVENT = "internship:select-position";

/** A choice made before the form's code had loaded; the form takes it when it mounts. */
let pending: InternshipPosition | undefined;

/**
 * Lets an Apply for Position button anywhere on the page pick that position in the InternshipForm,
 * which then scrolls into view and focuses the field. The form loads as it nears the viewport, so the
 * choice is also kept for it, and the page scrolls to the application section to bring it in.
 */
export function selectInternshipPosition(position: InternshipPosition, formSectionId: string) {
  const handled = !window.dispatchEvent(new CustomEvent<InternshipPosition>(INTERNSHIP_POSITION_EVENT, { detail: position, cancelable: true }));
  if (handled) return;
  pending = position;
  scrollToTop(document.getElementById(formSectionId));
}

/** The position chosen before the form mounted, once. */
export function takePendingPosition() {
  const position = pending;
  pending = undefined;
  return position;
}
