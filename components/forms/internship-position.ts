import type { InternshipValues } from "@/lib/forms/schemas";

export type InternshipPosition = InternshipValues["position"];
export const INTERNSHIP_POSITION_EVENT = "internship:select-position";

/**
 * Lets an Apply for Position button anywhere on the page pick that position in the mounted
 * InternshipForm, which then scrolls into view and focuses the field.
 */
export function selectInternshipPosition(position: InternshipPosition) {
  window.dispatchEvent(new CustomEvent<InternshipPosition>(INTERNSHIP_POSITION_EVENT, { detail: position }));
}
