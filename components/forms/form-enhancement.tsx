"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useMemo } from "react";
import { createPortal } from "react-dom";
import { useForm, type FieldValues } from "react-hook-form";
import type { ZodMiniObject } from "zod/mini";
import { browserSchemas, formSubjects, type FormKind } from "@/lib/forms/schemas";
import { endpointFor } from "@/lib/forms/submit";
import { formBehaviours } from "./form-behaviours";
import { NoticeToaster } from "./notice-toaster";
import { controlOf, markInvalid, takeOverFields } from "./take-over-fields";
import { useReportedSubmit } from "./use-reported-submit";

function summaryText(count: number) {
  return `Please correct the ${count === 1 ? "highlighted field" : `${count} highlighted fields`} below.`;
}

/**
 * Takes over the server-rendered form with this id: react-hook-form with the form's zod schema checks
 * it in the browser, messages appear at the fields (in the slots the server left for them), and the
 * outcome is reported as the spec says. It renders nothing of its own but those messages and notices.
 */
export default function FormEnhancement({ kind, formId }: { kind: FormKind; formId: string }) {
  const form = useMemo(() => document.getElementById(formId) as HTMLFormElement, [formId]);
  const schema: ZodMiniObject = browserSchemas[kind];
  const { report, then } = formBehaviours[kind];
  const names = useMemo(() => Object.keys(schema.shape), [schema]);
  const { register, handleSubmit, reset, trigger, formState } = useForm<FieldValues>({ resolver: zodResolver(schema) });
  const { errors, submitCount } = formState;
  const { sending, inline, submit } = useReportedSubmit(report);
  const router = useRouter();

  useEffect(() => takeOverFields(form, names, register, trigger), [form, names, register, trigger]);

  useEffect(() => {
    const onSubmit = handleSubmit(async (values) => {
      const website = controlOf(form, "website")?.value;
      const sent = await submit(endpointFor(kind), { ...values, form: kind, subject: formSubjects[kind], website });
      if (!sent) return;
      if (then) return router.push(then);
      // Plain reset() forgets the registered elements (a rendered form registers them again as it
      // re-renders); these were registered once, so they are kept.
      reset(undefined, { keepFieldsRef: true });
    });
    // From here on the script checks the form and shows its messages at the fields, not the browser's bubbles.
    form.setAttribute("novalidate", "");
    const listener = (event: Event) => {
      event.preventDefault();
      void onSubmit();
    };
    form.addEventListener("submit", listener);
    return () => form.removeEventListener("submit", listener);
  });

  useEffect(() => markInvalid(form, names, (name) => Boolean(errors[name])));

  useEffect(() => {
    if (sending) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    form.querySelectorAll<HTMLButtonElement>("button[type=submit]").forEach((button) => (button.disabled = sending));
    form.querySelectorAll<HTMLElement>("[data-label]").forEach((label) => (label.hidden = (label.dataset.label === "busy") !== sending));
  }, [form, sending]);

  const errorCount = submitCount ? names.filter((name) => errors[name]).length : 0;
  const summary = document.getElementById(`${formId}-summary`);
  const status = document.getElementById(`${formId}-status`);
  return (
    <>
      {names.map((name) => {
        const message = errors[name]?.message;
        const slot = document.getElementById(`${controlOf(form, name)?.id}-error`);
        return typeof message === "string" && slot ? createPortal(message, slot, name) : null;
      })}
      {errorCount > 0 && summary && createPortal(summaryText(errorCount), summary)}
      {inline && status && createPortal(<span className={inline.tone === "error" ? "text-danger-600" : "text-success-600"}>{inline.text}</span>, status)}
      {"notices" in report && <NoticeToaster />}
    </>
  );
}
