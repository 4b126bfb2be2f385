"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import { Toaster } from "sonner";
import type { ZodMiniObject } from "zod/mini";
import { browserSchemas, formSubjects, type FormKind } from "@/lib/forms/schemas";
import { ConnectedControl, controlOf } from "./connected-control";
import { reports, useReportedSubmit } from "./use-reported-submit";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { useChallengeSolution } from "./use-challenge-solution";

function summaryText(count: number) {
  return `Please correct the ${count === 1 ? "highlighted field" : `${count} highlighted fields`} below.`;
}

/** Where a sent form takes the visitor; every other form clears itself for the next message. */
const pageAfterSending: Partial<Record<FormKind, string>> = { faq: "/thank-you" };

/**
 * Shows text in the form's empty slot with this suffix (`summary` or `status`, see HtmlForm) for as long
 * as the text applies; the slots are live regions, so each new text is announced.
 */
function useSlotText(form: HTMLFormElement, slot: "summary" | "status", text: string | undefined, className?: string) {
  useEffect(() => {
    const element = document.getElementById(`${form.id}-${slot}`);
    if (text === undefined || !element) return;
    element.textContent = text;
    if (className) element.classList.add(className);
    return () => {
      element.textContent = "";
      if (className) element.classList.remove(className);
    };
  }, [form, slot, text, className]);
}

/**
 * Takes over a server-rendered form: react-hook-form with the form's zod schema checks it in the browser,
 * messages appear at the fields (in the slots the server left for them), and the outcome is reported as
 * the spec says. It writes only into the form the server sent; of its own it renders at most the toaster.
 */
export default function FormEnhancement({ kind, form }: { kind: FormKind; form: HTMLFormElement }) {
  const schema: ZodMiniObject = browserSchemas[kind];
  const names = Object.keys(schema.shape);
  const { register, handleSubmit, reset, trigger, setError, formState } = useForm<FieldValues>({
    resolver: zodResolver(schema),
  });
  const { errors, submitCount } = formState;
  const { sending, inline, submit } = useReportedSubmit(kind);
  const challenge = useChallengeSolution(form);
  const router = useRouter();

  // An Effect Event, so the submit listener below sees the latest state without being attached again.
  const send = useEffectEvent(async (values: FieldValues) => {
    const trap = controlOf(form, HONEYPOT_FIELD)?.value;
    const { sent, problems } = await submit(
      { ...values, form: kind, subject: formSubjects[kind], [HONEYPOT_FIELD]: trap },
      () => challenge.solution(),
    );
    // What only the receiver can judge (a resume its scanner flagged) is shown at the field, as the form's own checks are.
    const refused = problems.filter(({ field }) => names.includes(field));
    refused.forEach(({ field, message }, index) =>
      setError(field, { type: "server", message }, { shouldFocus: index === 0 }),
    );
    if (!sent) return;
    challenge.spend();
    const next = pageAfterSending[kind];
    if (next) router.push(next);
    // Plain reset() forgets the registered elements (a rendered form registers them again as it
    // re-renders); these were registered once, so they are kept.
    else reset(undefined, { keepFieldsRef: true });
  });

  useEffect(() => {
    const onSubmit = handleSubmit((values) => send(values));
    const listener = (event: Event) => {
      event.preventDefault();
      void onSubmit();
    };
    // While the script is here it checks the form and shows its messages at the fields, not the browser's bubbles.
    form.setAttribute("novalidate", "");
    form.addEventListener("submit", listener);
    return () => {
      form.removeEventListener("submit", listener);
      form.removeAttribute("novalidate");
    };
  }, [form, handleSubmit]);

  useEffect(() => {
    if (sending) form.setAttribute("aria-busy", "true");
    else form.removeAttribute("aria-busy");
    form.querySelectorAll<HTMLButtonElement>("button[type=submit]").forEach((button) => (button.disabled = sending));
    form
      .querySelectorAll<HTMLElement>("[data-label]")
      .forEach((label) => (label.hidden = (label.dataset.label === "busy") !== sending));
  }, [form, sending]);

  const errorCount = submitCount ? names.filter((name) => errors[name]).length : 0;
  useSlotText(form, "summary", errorCount > 0 ? summaryText(errorCount) : undefined);
  useSlotText(form, "status", inline?.text, inline?.tone === "error" ? "text-danger-600" : "text-success-600");

  return (
    <>
      {names.map((name) => {
        const message = errors[name]?.message;
        return (
          <ConnectedControl
            key={name}
            form={form}
            name={name}
            register={register}
            trigger={trigger}
            message={typeof message === "string" ? message : undefined}
          />
        );
      })}
      {/* Here, in the script that loads only as its form nears, so sonner is never part of a page's first load. */}
      {"notices" in reports[kind] && <Toaster position="top-right" richColors closeButton />}
    </>
  );
}
