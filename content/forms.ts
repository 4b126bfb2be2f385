import {
  availabilityOptions,
  budgetOptions,
  careerExperienceOptions,
  careerPositionOptions,
  contactServiceOptions,
  experienceLevelOptions,
  homeServiceOptions,
  internshipPositionOptions,
  servicesPageOptions,
  timelineOptions,
  trainingProgramOptions,
  type Option,
} from "./options";
import { consentCopy } from "./privacy";

/**
 * The words and layout of each form. Which fields exist, which are required and their limits come
 * from the zod schemas (lib/forms/schemas.ts); this file holds only what a visitor reads.
 */
export type FormFieldCopy = {
  /** The field's name in the schema and in the posted form. */
  name: string;
  label: string;
  control: "input" | "select" | "textarea" | "file" | "checkbox";
  /** Only for inputs whose type the schema cannot say (email and phone types come from the schema). */
  inputType?: "url";
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  /** Spans both columns from the sm breakpoint up. */
  wide?: boolean;
  options?: readonly Option[];
};

type FormCopy = {
  /** The form's accessible name. */
  name: string;
  /** Prefix of the form's and its fields' ids. */
  id: string;
  /** Where the form lives, for the receiver's "back to the form" link. */
  page: string;
  submitLabel: string;
  sendingLabel: string;
  fields: readonly FormFieldCopy[];
};

const name = (label: string): FormFieldCopy => ({ name: "name", label, control: "input", autoComplete: "name" });
const email: FormFieldCopy = { name: "email", label: "Email", control: "input", autoComplete: "email" };
const phone: FormFieldCopy = { name: "phone", label: "Phone", control: "input", autoComplete: "tel" };
const company = (label: string): FormFieldCopy => ({
  name: "company",
  label,
  control: "input",
  autoComplete: "organization",
});
/** The confirmation the training and internship forms ask for before they keep anything. */
const adult: FormFieldCopy = { name: "adult", control: "checkbox", wide: true, ...consentCopy.adult };
const message = (label: string, fieldName = "message"): FormFieldCopy => ({
  name: fieldName,
  label,
  control: "textarea",
  wide: true,
});

export const formCopy = {
  home: {
    name: "Contact us",
    id: "home",
    page: "/",
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
    fields: [
      name("Name"),
      email,
      company("Company"),
      phone,
      {
        name: "service",
        label: "Service of interest",
        control: "select",
        wide: true,
        placeholder: "Select a service",
        options: homeServiceOptions,
      },
      message("Message"),
    ],
  },
  contact: {
    name: "Project enquiry",
    id: "contact",
    page: "/contact",
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
    fields: [
      name("Full name"),
      email,
      company("Company"),
      phone,
      {
        name: "service",
        label: "Service needed",
        control: "select",
        wide: true,
        placeholder: "Select a service",
        options: contactServiceOptions,
      },
      {
        name: "budget",
        label: "Budget",
        control: "select",
        placeholder: "Select a budget range",
        options: budgetOptions,
      },
      {
        name: "timeline",
        label: "Timeline",
        control: "select",
        placeholder: "Select a timeline",
        options: timelineOptions,
      },
      message("Project details"),
    ],
  },
  services: {
    name: "Service enquiry",
    id: "enquiry",
    page: "/services",
    submitLabel: "Send Enquiry",
    sendingLabel: "Sending...",
    fields: [
      name("Name"),
      email,
      {
        name: "service",
        label: "Service",
        control: "select",
        wide: true,
        placeholder: "Select a service",
        options: servicesPageOptions,
      },
      message("Message"),
    ],
  },
  faq: {
    name: "Ask a question",
    id: "faq",
    page: "/faq",
    submitLabel: "Send Question",
    sendingLabel: "Sending...",
    fields: [name("Name"), email, message("Your question", "question")],
  },
  training: {
    name: "Apply for training",
    id: "training",
    page: "/training",
    submitLabel: "Submit Application",
    sendingLabel: "Submitting...",
    fields: [
      name("Full name"),
      email,
      phone,
      {
        name: "program",
        label: "Program",
        control: "select",
        placeholder: "Select a program",
        options: trainingProgramOptions,
      },
      {
        name: "experience",
        label: "Programming experience",
        control: "select",
        wide: true,
        placeholder: "Select your experience",
        options: experienceLevelOptions,
      },
      message("Why do you want to join?"),
      adult,
    ],
  },
  career: {
    name: "Job application",
    id: "career",
    page: "/careers",
    submitLabel: "Submit Application",
    sendingLabel: "Submitting...",
    fields: [
      name("Full name"),
      email,
      phone,
      company("Current company"),
      {
        name: "service",
        label: "Position",
        control: "select",
        placeholder: "Select a position",
        options: careerPositionOptions,
      },
      {
        name: "budget",
        label: "Experience level",
        control: "select",
        placeholder: "Select your experience",
        options: careerExperienceOptions,
      },
      {
        name: "skills",
        label: "Key skills",
        control: "input",
        wide: true,
        placeholder: "React, Node.js, PostgreSQL, AWS",
      },
      { name: "resume", label: "Resume", control: "file", wide: true, hint: "PDF, DOC or DOCX, up to 5 MB." },
      message("Cover letter"),
      { name: "keepResume", control: "checkbox", wide: true, ...consentCopy.keepResume },
    ],
  },
  internship: {
    name: "Internship application",
    id: "intern",
    page: "/internship",
    submitLabel: "Submit Application",
    sendingLabel: "Submitting...",
    fields: [
      name("Full name"),
      email,
      phone,
      {
        name: "position",
        label: "Position",
        control: "select",
        placeholder: "Select a position",
        options: internshipPositionOptions,
      },
      { name: "university", label: "University or college", control: "input", autoComplete: "organization" },
      { name: "graduation", label: "Graduation (MM/YYYY)", control: "input", placeholder: "06/2027" },
      {
        name: "experience",
        label: "Experience level",
        control: "select",
        placeholder: "Select your experience",
        options: experienceLevelOptions,
      },
      {
        name: "availability",
        label: "Availability",
        control: "select",
        placeholder: "Select hours per week",
        options: availabilityOptions,
      },
      {
        name: "portfolio",
        label: "Portfolio or GitHub link",
        control: "input",
        inputType: "url",
        wide: true,
        placeholder: "https://github.com/your-name",
      },
      message("Tell us about yourself"),
      adult,
    ],
  },
  // Every form kind of lib/forms/schemas.ts has an entry: the form and the refusal page index this by kind.
} satisfies Record<string, FormCopy>;

/** The field's id in the page: unique per form, stable for labels, hints and error messages. */
export const fieldId = (form: FormCopy, field: string) => `${form.id}-${field}`;
/** The form element's own id. */
export const formElementId = (form: FormCopy) => `${form.id}-form`;
