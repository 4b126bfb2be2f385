import "server-only";
import type * as z from "zod/mini";
import { CHECKBOX_VALUE } from "@/lib/forms/fields";
import type { careerSchema } from "@/lib/forms/schemas";
import type { Settings } from "@/lib/settings.mjs";

/** Applications: kept for their own period, or longer when the applicant let the company keep the resume. */
export const APPLICATION_FORMS = ["training", "career", "internship"];
/** The field the job application's consent to keep the resume for other openings posts, and its value when ticked. */
export const KEEP_RESUME_FIELD = "keepResume" satisfies keyof z.infer<typeof careerSchema>;
export const KEEP_RESUME_VALUE = CHECKBOX_VALUE;

/** The oldest time of arrival still kept, per kind of submission, as of `now`. */
export type Cutoffs = { enquiry: Date; application: Date; consented: Date; held: Date };

export function cutoffs(months: Settings["retentionMonths"], now: Date): Cutoffs {
  const before = (count: number) => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - count);
    return date;
  };
  return {
    enquiry: before(months.enquiry),
    application: before(months.application),
    consented: before(months.consented),
    held: before(months.held),
  };
}

/** Whether a submission has outlived its purpose: held and test posts by the held period, the rest by their form. */
export function isExpired(
  submission: { form: string; receivedAt: string; fields: Record<string, string>; apart: boolean },
  cut: Cutoffs,
): boolean {
  const limit = submission.apart
    ? cut.held
    : !APPLICATION_FORMS.includes(submission.form)
      ? cut.enquiry
      : submission.fields[KEEP_RESUME_FIELD] === KEEP_RESUME_VALUE
        ? cut.consented
        : cut.application;
  return Date.parse(submission.receivedAt) < limit.getTime();
}
