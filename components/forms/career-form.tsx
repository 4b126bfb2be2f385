"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { careerExperienceOptions, careerPositionOptions } from "@/content/options";
import { careerNotices } from "@/lib/forms/messages";
import { careerSchema, formSubjects, RESUME_ACCEPT } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { PhoneField, SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

export function CareerForm() {
  const { register, handleSubmit, reset, trigger, formState } = useForm({ resolver: zodResolver(careerSchema) });
  const { errors, submitCount } = formState;
  const { sending, submit } = useNoticeSubmit(careerNotices);
  const resume = register("resume", { onChange: () => trigger("resume") });

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.careers, { ...values, form: "career", subject: formSubjects.career, website: honeypotValue(event) });
    if (sent) reset();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Job application">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="career-name" label="Full name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="career-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <PhoneField id="career-phone" label="Phone" registration={register("phone")} error={errors.phone?.message} />
        <TextField id="career-company" label="Current company" autoComplete="organization" registration={register("company")} error={errors.company?.message} />
        <SelectField id="career-position" label="Position" required placeholder="Select a position" options={careerPositionOptions} registration={register("service")} error={errors.service?.message} />
        <SelectField id="career-experience" label="Experience level" required placeholder="Select your experience" options={careerExperienceOptions} registration={register("budget")} error={errors.budget?.message} />
        <TextField id="career-skills" label="Key skills" required wide placeholder="React, Node.js, PostgreSQL, AWS" registration={register("skills")} error={errors.skills?.message} />
        <TextField
          id="career-resume"
          label="Resume"
          type="file"
          required
          wide
          accept={RESUME_ACCEPT}
          hint="PDF, DOC or DOCX, up to 5 MB."
          className="block w-full rounded-xl border border-dashed border-ink-300 bg-ink-50 px-4 py-3 text-sm text-ink-700 file:mr-4 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
          registration={resume}
          error={errors.resume?.message as string | undefined}
        />
        <TextAreaField id="career-message" label="Cover letter" required registration={register("message")} error={errors.message?.message} />
        <SubmitButton sending={sending} label="Submit Application" sendingLabel="Submitting..." />
      </form>
      <NoticeToaster />
    </>
  );
}
