import { useRef, useState } from "react";
import { toast } from "sonner";
import {
  careerNotices,
  contactNotices,
  faqNotices,
  homeMessages,
  internshipNotices,
  servicesNotices,
  trainingNotices,
  type NoticeSet,
} from "@/content/form-messages";
import { CHALLENGE_FIELD } from "@/lib/forms/challenge";
import type { FormKind } from "@/lib/forms/schemas";
import { endpointFor, postForm } from "@/lib/forms/submit";

/**
 * How a form tells the visitor what happened. Spec section 8: the home form answers inline; the contact
 * and career forms show the receiver's message when it sends one; the other forms' notices are fixed.
 */
type Report = { inline: typeof homeMessages } | { notices: NoticeSet; serverMessage: boolean };

export const reports: Record<FormKind, Report> = {
  home: { inline: homeMessages },
  contact: { notices: contactNotices, serverMessage: true },
  services: { notices: servicesNotices, serverMessage: false },
  faq: { notices: faqNotices, serverMessage: false },
  training: { notices: trainingNotices, serverMessage: false },
  career: { notices: careerNotices, serverMessage: true },
  internship: { notices: internshipNotices, serverMessage: false },
};

type InlineResult = { tone: "success" | "error"; text: string };

/**
 * Sends a form to its receiver and reports the outcome as its Report says: inline (the home form) or as
 * sonner notices, where a sending notice (when the form has one) is replaced by the outcome. Resolves
 * whether it was sent, and the fields the receiver refused.
 */
export function useReportedSubmit(kind: FormKind) {
  const [sending, setSending] = useState(false);
  const [inline, setInline] = useState<InlineResult | null>(null);
  // One key per submission: a resend after a lost answer reuses it, a success starts a new one.
  const key = useRef<string | null>(null);

  /** `solution` is awaited once the sending notice shows: a submit waits for the challenge's work. */
  async function submit(
    fields: Record<string, string | File | undefined>,
    solution: () => Promise<string | undefined> = async () => undefined,
  ) {
    const report = reports[kind];
    setSending(true);
    setInline(null);
    const notices = "notices" in report ? report.notices : undefined;
    const id = notices?.sending
      ? toast.loading(notices.sending.title, { description: notices.sending.description })
      : undefined;
    key.current ??= crypto.randomUUID();
    const outcome = await postForm(endpointFor(kind), { ...fields, [CHALLENGE_FIELD]: await solution() }, key.current);
    if (outcome.status === "ok") key.current = null;
    setSending(false);
    const serverMessage =
      outcome.status !== "failed" && ("inline" in report || report.serverMessage) ? outcome.message : undefined;

    if ("inline" in report) {
      const text =
        outcome.status === "ok"
          ? report.inline.success
          : outcome.status === "rejected"
            ? report.inline.failure
            : report.inline.error;
      setInline({ tone: outcome.status === "ok" ? "success" : "error", text: serverMessage ?? text });
    } else if (outcome.status === "ok") {
      toast.success(report.notices.success.title, {
        id,
        description: serverMessage ?? report.notices.success.description,
      });
    } else {
      const notice = outcome.status === "rejected" ? report.notices.failure : report.notices.error;
      toast.error(notice.title, { id, description: serverMessage ?? notice.description });
    }
    return { sent: outcome.status === "ok", problems: outcome.status === "rejected" ? outcome.problems : [] };
  }

  return { sending, inline, submit };
}
