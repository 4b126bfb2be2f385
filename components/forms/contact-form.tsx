"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { budgetOptions, contactServiceOptions, timelineOptions } from "@/content/options";
import { contactNotices } from "@/lib/forms/messages";
import { contactSchema, formSubjects } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { PhoneField, SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

export function ContactForm() {
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(contactSchema) });
  const { errors, submitCount } = formState;
  const { sending, submit } = useNoticeSubmit(contactNotices);

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.mail, { ...values, form: "contact", subject: formSubjects.contact, website: honeypotValue(event) });
    if (sent) reset();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Project enquiry">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="contact-name" label="Full name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="contact-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <TextField id="contact-company" label="Company" autoComplete="organization" registration={register("company")} error={errors.company?.message} />
        <PhoneField id="contact-phone" label="Phone" registration={register("phone")} error={errors.phone?.message} />
        <SelectField
          id="contact-service"
          label="Service needed"
          required
          wide
          placeholder="Select a service"
          options={contactServiceOptions}
          registration={register("service")}
          error={errors.service?.message}
        />
        <SelectField id="contact-budget" label="Budget" placeholder="Select a budget range" options={budgetOptions} registration={register("budget")} error={errors.budget?.message} />
        <SelectField id="contact-timeline" label="Timeline" placeholder="Select a timeline" options={timelineOptions} registration={register("timeline")} error={errors.timeline?.message} />
        <TextAreaField id="contact-message" label="Project details" required registration={register("message")} error={errors.message?.message} />
        <SubmitButton sending={sending} label="Send Message" sendingLabel="Sending..." />
      </form>
      <NoticeToaster />
    </>
  );
}
