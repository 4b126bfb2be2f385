"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { availabilityOptions, experienceLevelOptions, internshipPositionOptions } from "@/content/options";
import { internshipNotices } from "@/lib/forms/messages";
import { formSubjects, internshipSchema } from "@/lib/forms/schemas";
import { endpoints } from "@/lib/forms/submit";
import { scrollToTop } from "@/lib/scroll-to-top";
import { PhoneField, SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";
import { INTERNSHIP_POSITION_EVENT, takePendingPosition, type InternshipPosition } from "./internship-position";
import { NoticeToaster } from "./notice-toaster";
import { useNoticeSubmit } from "./use-notice-submit";

export function InternshipForm() {
  const { register, handleSubmit, reset, setValue, setFocus, formState } = useForm({ resolver: zodResolver(internshipSchema) });
  const { errors, submitCount } = formState;
  const form = useRef<HTMLFormElement>(null);
  const { sending, submit } = useNoticeSubmit(internshipNotices);

  useEffect(() => {
    function choose(position: InternshipPosition) {
      setValue("position", position, { shouldValidate: submitCount > 0 });
      scrollToTop(form.current);
      setFocus("position");
    }
    function onSelect(event: Event) {
      event.preventDefault();
      choose((event as CustomEvent<InternshipPosition>).detail);
    }
    const pending = takePendingPosition();
    if (pending) choose(pending);
    window.addEventListener(INTERNSHIP_POSITION_EVENT, onSelect);
    return () => window.removeEventListener(INTERNSHIP_POSITION_EVENT, onSelect);
  }, [setValue, setFocus, submitCount]);

  const onSubmit = handleSubmit(async (values, event) => {
    const sent = await submit(endpoints.careers, { ...values, form: "internship", subject: formSubjects.internship, website: honeypotValue(event) });
    if (sent) reset();
  });

  return (
    <>
      <form ref={form} noValidate onSubmit={onSubmit} className={`${formGrid} scroll-mt-24`} aria-label="Internship application">
        <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
        <Honeypot />
        <TextField id="intern-name" label="Full name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
        <TextField id="intern-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
        <PhoneField id="intern-phone" label="Phone" required registration={register("phone")} error={errors.phone?.message} />
        <SelectField id="intern-position" label="Position" required placeholder="Select a position" options={internshipPositionOptions} registration={register("position")} error={errors.position?.message} />
        <TextField id="intern-university" label="University or college" required autoComplete="organization" registration={register("university")} error={errors.university?.message} />
        <TextField id="intern-graduation" label="Graduation (MM/YYYY)" required placeholder="06/2027" registration={register("graduation")} error={errors.graduation?.message} />
        <SelectField id="intern-experience" label="Experience level" required placeholder="Select your experience" options={experienceLevelOptions} registration={register("experience")} error={errors.experience?.message} />
        <SelectField id="intern-availability" label="Availability" required placeholder="Select hours per week" options={availabilityOptions} registration={register("availability")} error={errors.availability?.message} />
        <TextField
          id="intern-portfolio"
          label="Portfolio or GitHub link"
          type="url"
          wide
          placeholder="https://github.com/your-name"
          registration={register("portfolio")}
          error={errors.portfolio?.message}
        />
        <TextAreaField id="intern-message" label="Tell us about yourself" required registration={register("message")} error={errors.message?.message} />
        <SubmitButton sending={sending} label="Submit Application" sendingLabel="Submitting..." />
      </form>
      <NoticeToaster />
    </>
  );
}
