import type { FormKind } from "../../lib/forms/schemas";

/**
 * Spec section 2 (which page carries which form), sections 3 and 5 (the fields each sends), and issue 53's
 * boxes: the resume kept for other openings, the 18-or-older confirmation. The contact
 * forms' subject is not a field of the page: the receiver names it from the form's kind. Keyed by kind, so a
 * new kind fails the type check until its page and fields are here.
 */
const forms: Record<FormKind, { page: string; fields: string[] }> = {
  home: { page: "/", fields: ["name", "email", "company", "phone", "service", "message"] },
  contact: {
    page: "/contact",
    fields: ["name", "email", "company", "phone", "service", "message", "budget", "timeline"],
  },
  services: { page: "/services", fields: ["name", "email", "service", "message"] },
  faq: { page: "/faq", fields: ["name", "email", "question"] },
  training: { page: "/training", fields: ["name", "email", "phone", "program", "experience", "message", "adult"] },
  career: {
    page: "/careers",
    fields: ["name", "email", "phone", "company", "service", "budget", "skills", "message", "resume", "keepResume"],
  },
  internship: {
    page: "/internship",
    fields: [
      "name",
      "email",
      "phone",
      "position",
      "university",
      "graduation",
      "experience",
      "availability",
      "portfolio",
      "message",
      "adult",
    ],
  },
};

export const specForms = (Object.keys(forms) as FormKind[]).map((kind) => ({ kind, ...forms[kind] }));
