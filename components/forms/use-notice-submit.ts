"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { NoticeSet } from "@/lib/forms/messages";
import { postForm } from "@/lib/forms/submit";

/**
 * Sends a form and tells the visitor what happened with sonner notices: the sending notice (where the
 * form has one) is replaced by the outcome. Resolves true on success so the form can clear itself.
 */
export function useNoticeSubmit(notices: NoticeSet) {
  const [sending, setSending] = useState(false);

  async function submit(endpoint: string, fields: Record<string, string | File | undefined>) {
    setSending(true);
    const id = notices.sending ? toast.loading(notices.sending.title, { description: notices.sending.description }) : undefined;
    const outcome = await postForm(endpoint, fields);
    setSending(false);
    if (outcome.status === "ok") {
      toast.success(notices.success.title, { id, description: outcome.message ?? notices.success.description });
      return true;
    }
    const notice = outcome.status === "rejected" ? notices.failure : notices.error;
    const description = outcome.status === "rejected" ? (outcome.message ?? notice.description) : notice.description;
    toast.error(notice.title, { id, description });
    return false;
  }

  return { sending, submit };
}
