"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { faqNotices } from "@/lib/forms/messages";
import { faqQuestionSchema, formSubjects } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

/** The Still Have Questions form: delivered to the mail endpoint, then the visitor lands on /thank-you. */
export function FaqQuestionForm() {
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(faqQuestionSchema) });
  const { errors, submitCount } = formState;
  const router = useRouter();
  const { sending, submit } = useNoticeSubmit(faqNotices);

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.mail, { ...values, form: "faq", subject: formSubjects.faq, website: honeypotValue(event) });
    if (sent) router.push("/thank-you");
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Ask a question">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="faq-name" label="Name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="faq-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <TextAreaField id="faq-question" label="Your question" required registration={register("question")} error={errors.question?.message} />
        <SubmitButton sending={sending} label="Send Question" sendingLabel="Sending..." />
      </form>
      <NoticeToaster />
    </>
  );
}
