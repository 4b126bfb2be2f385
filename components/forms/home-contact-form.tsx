"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { homeServiceOptions } from "@/content/options";
import { homeMessages } from "@/lib/forms/messages";
import { formSubjects, homeContactSchema } from "@/lib/forms/schemas";
import { endpoints, postForm } from "@/lib/forms/submit";
import { PhoneField, SelectField, TextAreaField, TextField } from "./field";
import { ErrorSummary, formGrid, Honeypot, honeypotValue, SubmitButton } from "./form-parts";

type Result = { tone: "success" | "error"; text: string } | null;

/** The home page's form: its outcome is shown inline, in a live region, rather than in a toast. */
export function HomeContactForm() {
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(homeContactSchema) });
  const { errors, submitCount } = formState;
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const onSubmit = handleSubmit(async (values, event) => {
    setSending(true);
    setResult(null);
    const outcome = await postForm(endpoints.mail, { ...values, form: "home", subject: formSubjects.home, website: honeypotValue(event) });
    setSending(false);
    if (outcome.status === "ok") {
      setResult({ tone: "success", text: outcome.message ?? homeMessages.success });
      reset();
    } else {
      const text = outcome.status === "rejected" ? (outcome.message ?? homeMessages.failure) : homeMessages.error;
      setResult({ tone: "error", text });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className={formGrid} aria-label="Contact us">
      <ErrorSummary count={submitCount ? Object.keys(errors).length : 0} />
      <Honeypot />
      <TextField id="home-name" label="Name" required autoComplete="name" registration={register("name")} error={errors.name?.message} />
      <TextField id="home-email" label="Email" type="email" required autoComplete="email" registration={register("email")} error={errors.email?.message} />
      <TextField id="home-company" label="Company" autoComplete="organization" registration={register("company")} error={errors.company?.message} />
      <PhoneField id="home-phone" label="Phone" registration={register("phone")} error={errors.phone?.message} />
      <SelectField
        id="home-service"
        label="Service of interest"
        wide
        placeholder="Select a service"
        options={homeServiceOptions}
        registration={register("service")}
        error={errors.service?.message}
      />
      <TextAreaField id="home-message" label="Message" required registration={register("message")} error={errors.message?.message} />
      <SubmitButton sending={sending} label="Send Message" sendingLabel="Sending..." />
      <p
        role="status"
        className={`sm:col-span-2 text-sm font-semibold empty:hidden ${result?.tone === "error" ? "text-danger-600" : "text-success-600"}`}
      >
        {result?.text ?? ""}
      </p>
    </form>
  );
}
