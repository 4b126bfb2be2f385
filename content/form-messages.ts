import { site } from "./site";

/** The hidden subject of each form's e-mail, naming the page the message came from. */
export const formSubjects = {
  home: "Home Page Contact Form",
  contact: "Contact Page Enquiry",
  services: "Services Page Enquiry",
  faq: "FAQ Question",
  training: "Training Application",
  career: "Career Application",
  internship: "Internship Application",
};

/** The notices of spec section 8, word for word; one set per kind of form. */
type Notice = { title: string; description: string };
export type NoticeSet = { sending?: Notice; success: Notice; failure: Notice; error: Notice };

const messageFailure: Notice = { title: "Error", description: "Failed to send message. Try again." };
const applicationFailure: Notice = { title: "Error", description: "Failed to submit application. Please try again." };
const exception: Notice = { title: "Error", description: "Something went wrong. Please try again later." };

export const homeMessages = {
  success: "Message sent successfully!",
  failure: "Failed to send message. Please try again.",
  error: "Something went wrong.",
} as const;

export const contactNotices: NoticeSet = {
  sending: { title: "Sending message...", description: "Please wait while we submit your request." },
  success: { title: "Message Sent Successfully!", description: "Our AI team will contact you soon." },
  failure: messageFailure,
  error: exception,
};

export const careerNotices: NoticeSet = {
  sending: { title: "Sending application...", description: "Please wait while we process your request." },
  success: { title: "Application Submitted!", description: "Our HR team will contact you soon." },
  failure: applicationFailure,
  error: exception,
};

export const servicesNotices: NoticeSet = {
  success: { title: "Enquiry Sent!", description: "Our AI-powered team will get back to you soon." },
  failure: messageFailure,
  error: exception,
};

export const faqNotices: NoticeSet = {
  success: { title: "Question Sent!", description: `We will answer you by e-mail ${site.replyWithin}.` },
  failure: messageFailure,
  error: exception,
};

export const trainingNotices: NoticeSet = {
  success: {
    title: "Application Submitted!",
    description: `Our admissions team will contact you ${site.replyWithin}.`,
  },
  failure: applicationFailure,
  error: exception,
};

export const internshipNotices: NoticeSet = {
  success: {
    title: "Application Submitted!",
    description: "Our HR team will review your application and contact you within 3-5 business days.",
  },
  failure: applicationFailure,
  error: exception,
};

/**
 * Why the receiver turned a submission away: the `message` of its JSON answer, which the contact and
 * career forms show, and the text of the page a form posted without JavaScript gets back.
 */
export const refusalMessages = {
  unknownForm: "Unknown form: please send the form field naming a known form.",
  unexpectedFile: (field: string) => `Unexpected file in field ${field}.`,
  /** Each field with its problem, e.g. "email (Please enter a valid email address.)". */
  checkFields: (problems: string) => `Please check: ${problems}`,
  keyReused: "This Idempotency-Key was already used for a different submission: send a new key with a changed form.",
  notSaved: "We could not save your submission. Please try again.",
  foreignOrigin: "Submissions from other sites are not accepted.",
  tooMany: "Too many submissions. Please wait a minute and try again.",
  badKey: "The Idempotency-Key header must be 16 to 80 letters, digits, - or _.",
  notAForm: "Please send the form as multipart/form-data.",
  tooLarge: "The submission is too large.",
  unreadable: "The form data could not be read.",
};

/** Said in a lead's e-mail in place of a resume that a later scan found carrying malware or macros: the file is deleted. */
export const resumeRemovedNote =
  "Resume removed: the virus scanner flagged the uploaded file after it was received. The file was deleted; ask the applicant for a clean copy.";
