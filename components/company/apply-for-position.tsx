"use client";

import { selectInternshipPosition } from "@/components/forms/internship-position";
import type { InternshipPosition } from "@/content/options";
import { buttonClasses } from "@/components/ui/button-styles";
import { internshipPage } from "@/content/pages/internship";

/** Picks this opening in the application form below and takes the visitor there. */
export function ApplyForPosition({
  position,
  title,
  selectId,
}: {
  position: InternshipPosition;
  title: string;
  selectId: string;
}) {
  return (
    <button
      type="button"
      className={buttonClasses("primary", "md", "w-full")}
      onClick={() => selectInternshipPosition(position, selectId)}
    >
      {internshipPage.role.apply}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
