import { careerNotices, contactNotices, faqNotices, homeMessages, internshipNotices, servicesNotices, trainingNotices, type NoticeSet } from "@/lib/forms/messages";
import type { FormKind } from "@/lib/forms/schemas";

/**
 * How a form tells the visitor what happened. Spec section 8: the home form answers inline; the contact
 * and career forms show the receiver's message when it sends one; the other forms' notices are fixed.
 */
export type Report = { inline: typeof homeMessages } | { notices: NoticeSet; serverMessage: boolean };

type Behaviour = { report: Report; /** Where a sent form takes the visitor instead of clearing itself. */ then?: string };

export const formBehaviours: Record<FormKind, Behaviour> = {
  home: { report: { inline: homeMessages } },
  contact: { report: { notices: contactNotices, serverMessage: true } },
  services: { report: { notices: servicesNotices, serverMessage: false } },
  faq: { report: { notices: faqNotices, serverMessage: false }, then: "/thank-you" },
  training: { report: { notices: trainingNotices, serverMessage: false } },
  career: { report: { notices: careerNotices, serverMessage: true } },
  internship: { report: { notices: internshipNotices, serverMessage: false } },
};
