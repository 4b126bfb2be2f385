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
import { formSubjects as subjects } from "@/content/form-messages";
import { fieldNouns as noun, validationMessages as say } from "@/content/validation-messages";
import {
  choice,
  emailField,
  messageField,
  nameField,
  optionalChoice,
  optionalPhone,
  optionalCheckbox,
  optionalText,
  requiredCheckbox,
  requiredPhone,
  requiredText,
  withoutAngleBrackets,
} from "./fields";

/** One schema per form; the browser validates with it before sending and the receiver again on arrival. */
export const homeContactSchema = z.object({
  name: nameField,
  email: emailField,
  company: optionalText(noun.company, 120),
  phone: optionalPhone,
  service: optionalChoice(values(homeServiceOptions), noun.service),
  message: messageField(),
});

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  company: optionalText(noun.company, 120),
  phone: optionalPhone,
  service: choice(values(contactServiceOptions), noun.neededService),
  budget: optionalChoice(values(budgetOptions), noun.budget),
  timeline: optionalChoice(values(timelineOptions), noun.timeline),
  message: messageField(),
});

export const servicesEnquirySchema = z.object({
  name: nameField,
  email: emailField,
  service: choice(values(servicesPageOptions), noun.aService),
  message: messageField(),
});

export const faqQuestionSchema = z.object({
  name: nameField,
  email: emailField,
  question: messageField(noun.question),
});

export const trainingSchema = z.object({
  name: nameField,
  email: emailField,
  phone: requiredPhone,
  program: choice(values(trainingProgramOptions), noun.aProgram),
  experience: choice(values(experienceLevelOptions), noun.experienceLevel),
  message: messageField(),
  adult: requiredCheckbox(say.adultMissing),
});

export const internshipSchema = z.object({
  name: nameField,
  email: emailField,
  phone: requiredPhone,
  position: choice(values(internshipPositionOptions), noun.aPosition),
  university: requiredText(noun.university, 160),
  graduation: requiredText(noun.graduation, 20),
  experience: choice(values(experienceLevelOptions), noun.experienceLevel),
  availability: choice(values(availabilityOptions), noun.availability),
  portfolio: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(300, say.tooLong(noun.portfolio, 300)),
      z.refine((value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), say.fullLink),
    ),
  ),
  message: messageField(),
  adult: requiredCheckbox(say.adultMissing),
});

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(",");

/** The resume as the browser sees it: a file with an allowed name and size. The receiver also checks its bytes. */
export const resumeField = z
  .custom<File>((value) => typeof File !== "undefined" && value instanceof File && value.size > 0, say.resumeMissing)
  .check(
    z.refine(
      (file: File) => RESUME_EXTENSIONS.some((extension) => file.name.toLowerCase().endsWith(extension)),
      say.resumeType,
    ),
    z.refine((file: File) => file.size <= RESUME_MAX_BYTES, say.resumeTooLarge(RESUME_MAX_BYTES / 1024 / 1024)),
  );

const careerFieldsSchema = z.object({
  name: requiredText(noun.fullName, 100).check(withoutAngleBrackets(noun.fullName)),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(noun.currentCompany, 120),
  service: choice(careerPositions, noun.aPosition),
  budget: choice(values(careerExperienceOptions), noun.experienceLevel),
  skills: requiredText(noun.skills, 500),
  message: messageField(),
  keepResume: optionalCheckbox,
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

type MailFormKind = keyof typeof mailForms;
type CareersFormKind = keyof typeof careersForms;
export type FormKind = MailFormKind | CareersFormKind;

/** The hidden subject that names the page a message came from; the type asks one of every form kind. */
export const formSubjects: Record<FormKind, string> = subjects;
