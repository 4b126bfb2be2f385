"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { servicesPageOptions } from "@/content/options";
import { servicesNotices } from "@/lib/forms/messages";
import { formSubjects, servicesEnquirySchema } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

export function ServicesEnquiryForm() {
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(servicesEnquirySchema) });
  const { errors, submitCount } = formState;
  const { sending, submit } = useNoticeSubmit(servicesNotices);

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.mail, { ...values, form: "services", subject: formSubjects.services, website: honeypotValue(event) });
    if (sent) reset();
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Service enquiry">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="enquiry-name" label="Name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="enquiry-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <SelectField
          id="enquiry-service"
          label="Service"
          required
          wide
          placeholder="Select a service"
          options={servicesPageOptions}
          registration={register("service")}
          error={errors.service?.message}
        />
        <TextAreaField id="enquiry-message" label="Message" required registration={register("message")} error={errors.message?.message} />
        <SubmitButton sending={sending} label="Send Enquiry" sendingLabel="Sending..." />
      </form>
      <NoticeToaster />
    </>
  );
}
