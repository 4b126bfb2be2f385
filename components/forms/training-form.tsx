"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { experienceLevelOptions, trainingProgramOptions } from "@/content/options";
import { trainingNotices } from "@/lib/forms/messages";
import { formSubjects, trainingSchema } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { PhoneField, SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

export function TrainingForm() {
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(trainingSchema) });
  const { errors, submitCount } = formState;
  const { sending, submit } = useNoticeSubmit(trainingNotices);

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.mail, { ...values, form: "training", subject: formSubjects.training, website: honeypotValue(event) });
    if (sent) reset();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Apply for training">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="training-name" label="Full name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="training-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <PhoneField id="training-phone" label="Phone" required registration={register("phone")} error={errors.phone?.message} />
        <SelectField id="training-program" label="Program" required placeholder="Select a program" options={trainingProgramOptions} registration={register("program")} error={errors.program?.message} />
        <SelectField
          id="training-experience"
          label="Programming experience"
          required
          wide
          placeholder="Select your experience"
          options={experienceLevelOptions}
          registration={register("experience")}
          error={errors.experience?.message}
        />
        <TextAreaField id="training-message" label="Why do you want to join?" required registration={register("message")} error={errors.message?.message} />
        <SubmitButton sending={sending} label="Submit Application" sendingLabel="Submitting..." />
      </form>
      <NoticeToaster />
    </>
  );
}
