import * as z from "zod/mini";
import {
  availabilityOptions,
  budgetOptions,
  careerExperienceOptions,
  careerPositions,
  contactServiceOptions,
  experienceLevelOptions,
  homeServiceOptions,
  internshipPositionOptions,
  servicesPageOptions,
  timelineOptions,
  trainingProgramOptions,
  values,
} from "@/content/options";
import {
  choice,
  emailField,
  messageField,
  nameField,
  optionalChoice,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
  withoutAngleBrackets,
} from "./fields";

/** One schema per form; the browser validates with it before sending and the receiver again on arrival. */
export const homeContactSchema = z.object({
  name: nameField,
  email: emailField,
  company: optionalText("company", 120),
  phone: optionalPhone,
  service: optionalChoice(values(homeServiceOptions), "service"),
  message: messageField(),
});

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  company: optionalText("company", 120),
  phone: optionalPhone,
  service: choice(values(contactServiceOptions), "the service you need"),
  budget: optionalChoice(values(budgetOptions), "budget"),
  timeline: optionalChoice(values(timelineOptions), "timeline"),
  message: messageField(),
});

export const servicesEnquirySchema = z.object({
  name: nameField,
  email: emailField,
  service: choice(values(servicesPageOptions), "a service"),
  message: messageField(),
});

export const faqQuestionSchema = z.object({
  name: nameField,
  email: emailField,
  question: messageField("question"),
});

export const trainingSchema = z.object({
  name: nameField,
  email: emailField,
  phone: requiredPhone,
  program: choice(values(trainingProgramOptions), "a program"),
  experience: choice(values(experienceLevelOptions), "your experience level"),
  message: messageField(),
});

export const internshipSchema = z.object({
  name: nameField,
  email: emailField,
  phone: requiredPhone,
  position: choice(values(internshipPositionOptions), "a position"),
  university: requiredText("university or college", 160),
  graduation: requiredText("graduation date", 20),
  experience: choice(values(experienceLevelOptions), "your experience level"),
  availability: choice(values(availabilityOptions), "your availability"),
  portfolio: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(300, "Your portfolio link must be at most 300 characters."),
      z.refine(
        (value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
        "Please enter a full link starting with https://.",
      ),
    ),
  ),
  message: messageField(),
});

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");
const RESUME_TYPE_MESSAGE = "Please upload your resume as a .pdf, .doc or .docx file.";

/** The resume as the browser sees it: a file with an allowed name and size. The receiver also checks its bytes. */
export const resumeField = z
  .custom<File>(
    (value) => typeof File !== "undefined" && value instanceof File && value.size > 0,
    "Please attach your resume.",
  )
  .check(
    z.refine(
      (file: File) => RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
      RESUME_TYPE_MESSAGE,
    ),
    z.refine((file: File) => file.size <= RESUME_MAX_BYTES, "Your resume must be 5 MB or smaller."),
  );

export const careerFieldsSchema = z.object({
  name: requiredText("full name", 100).check(withoutAngleBrackets("full name")),
  email: emailField,
  phone: optionalPhone,
  company: optionalText("current company", 120),
  service: choice(careerPositions, "a position"),
  budget: choice(values(careerExperienceOptions), "your experience level"),
  skills: requiredText("skills", 500),
  message: messageField(),
});
/** A file input hands over a FileList; the schema takes its first file. */
const firstFile = z.pipe(
  z.any(),
  z.transform((value: unknown) =>
    value && typeof value === "object" && "length" in value && "item" in value
      ? ((value as FileList).item(0) ?? undefined)
      : value,
  ),
);
export const careerSchema = z.extend(careerFieldsSchema, { resume: z.pipe(firstFile, resumeField) });

/** Which form a submission came from: sent as a hidden field, it picks the schema on the server. */
export const mailForms = {
  home: homeContactSchema,
  contact: contactSchema,
  services: servicesEnquirySchema,
  faq: faqQuestionSchema,
  training: trainingSchema,
} as const;
export const careersForms = { career: careerFieldsSchema, internship: internshipSchema } as const;

/** The schema each form is checked with in the browser (and its markup built from): the career form's own carries its resume. */
export const browserSchemas = { ...mailForms, ...careersForms, career: careerSchema } as const;

export type MailFormKind = keyof typeof mailForms;
export type CareersFormKind = keyof typeof careersForms;
export type FormKind = MailFormKind | CareersFormKind;

/** The hidden subject that names the page a message came from. */
export const formSubjects: Record<FormKind, string> = {
  home: "Home Page Contact Form",
  contact: "Contact Page Enquiry",
  services: "Services Page Enquiry",
  faq: "FAQ Question",
  training: "Training Application",
  career: "Career Application",
  internship: "Internship Application",
};
