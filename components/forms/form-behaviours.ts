import { careerNotices, contactNotices, faqNotices, homeMessages, internshipNotices, servicesNotices, trainingNotices, type NoticeSet } from "@/lib/forms/messages";
import { careerSchema, contactSchema, faqQuestionSchema, homeContactSchema, internshipSchema, servicesEnquirySchema, trainingSchema, type FormKind } from "@/lib/forms/schemas";
import type * as z from "zod/mini";

/**
 * How a form tells the visitor what happened. Spec section 8: the home form answers inline; the contact
 * and career forms show the receiver's message when it sends one; the other forms' notices are fixed.
 */
export type Report = { inline: typeof homeMessages } | { notices: NoticeSet; serverMessage: boolean };

type Behaviour = { schema: z.ZodMiniObject; report: Report; /** Where a sent form takes the visitor instead of clearing itself. */ then?: string };

export const formBehaviours: Record<FormKind, Behaviour> = {
  home: { schema: homeContactSchema, report: { inline: homeMessages } },
  contact: { schema: contactSchema, report: { notices: contactNotices, serverMessage: true } },
  services: { schema: servicesEnquirySchema, report: { notices: servicesNotices, serverMessage: false } },
  faq: { schema: faqQuestionSchema, report: { notices: faqNotices, serverMessage: false }, then: "/thank-you" },
  training: { schema: trainingSchema, report: { notices: trainingNotices, serverMessage: false } },
  career: { schema: careerSchema, report: { notices: careerNotices, serverMessage: true } },
  internship: { schema: internshipSchema, report: { notices: internshipNotices, serverMessage: false } },
};
