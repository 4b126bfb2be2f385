import type { formSubjects } from "./form-messages";
import { formatOffice, site } from "./site";

/**
 * Months a submission is kept before it is deleted: the one place the receiver's retention defaults come from.
 * An application's resume is kept for `consentedResume` months only when its applicant ticked "keep my resume".
 */
export const retentionMonths = { enquiry: 24, application: 12, consentedResume: 24, held: 12 } as const;

const months = (count: number) => `${count} months`;
const [headquarters] = site.offices;
const officer = site.grievanceOfficer;

/** The sentence under every submit button; `link` leads to /privacy. */
export const formNotice = {
  before: "We use what you send only to handle your request and delete it after a set time, as our ",
  link: "privacy notice",
  after: " explains.",
};

/** The words of the two checkboxes the privacy notice asks for (content/forms.ts places them). */
export const consentCopy = {
  keepResume: {
    label: `Keep my resume for other openings for up to ${months(retentionMonths.consentedResume)}`,
    hint: `Without this, we delete your application ${months(retentionMonths.application)} after we receive it.`,
  },
  adult: {
    label: "I confirm I am 18 or older",
    hint: `Under 18? Please ask a parent or guardian to contact us at ${site.email} or ${site.phone}.`,
  },
};

type FormKind = keyof typeof formSubjects;
type FormUse = { title: string; collected: string; purpose: string; retention: string; recipient: string };

const enquiryKept = `${months(retentionMonths.enquiry)} after we receive it, then deleted.`;
const applicationKept = `${months(retentionMonths.application)} after we receive it, then deleted; ${months(retentionMonths.consentedResume)} if you tick "keep my resume for other openings".`;
const sales = `Our sales team's mailbox (${site.email}).`;
const hr = `Our HR team's mailbox (${site.careersEmail}).`;
const enquiryPurpose = "To answer your enquiry and, if you ask us to, to prepare a proposal.";

/** What each form collects and why: one entry per form of content/forms.ts, in the order the site shows them. */
const formUses: Record<FormKind, FormUse> = {
  home: {
    title: "Contact form (home page)",
    collected:
      "Your name, e-mail address, company and phone number if you give them, the service you ask about and your message.",
    purpose: enquiryPurpose,
    retention: enquiryKept,
    recipient: sales,
  },
  contact: {
    title: "Project enquiry (Contact page)",
    collected:
      "Your name, e-mail address, company and phone number if you give them, the service you need, your budget and timeline if you give them, and your project details.",
    purpose: enquiryPurpose,
    retention: enquiryKept,
    recipient: sales,
  },
  services: {
    title: "Service enquiry (Services page)",
    collected: "Your name, e-mail address, the service you ask about and your message.",
    purpose: enquiryPurpose,
    retention: enquiryKept,
    recipient: sales,
  },
  faq: {
    title: "Ask a question (FAQ page)",
    collected: "Your name, e-mail address and your question.",
    purpose: "To answer your question.",
    retention: enquiryKept,
    recipient: sales,
  },
  training: {
    title: "Training application",
    collected:
      "Your name, e-mail address, phone number, the program you choose, your programming experience, your reasons for joining and your confirmation that you are 18 or older.",
    purpose: "To consider your application, contact you about the program and enrol you if you join.",
    retention: `${months(retentionMonths.application)} after we receive it, then deleted.`,
    recipient: `Our admissions team's mailbox (${site.email}).`,
  },
  career: {
    title: "Job application (Careers page)",
    collected:
      "Your name, e-mail address, phone number and current company if you give them, the position and experience level, your skills, your cover letter and your resume. Uploaded resumes are scanned for malware before anyone opens them.",
    purpose: "To consider you for the position you apply for and, only if you tick the box, for our other openings.",
    retention: applicationKept,
    recipient: hr,
  },
  internship: {
    title: "Internship application",
    collected:
      "Your name, e-mail address, phone number, the position, your university or college, graduation date, experience level, availability, a portfolio link if you give one, what you tell us about yourself and your confirmation that you are 18 or older.",
    purpose: "To consider your application and arrange interviews.",
    retention: `${months(retentionMonths.application)} after we receive it, then deleted.`,
    recipient: hr,
  },
};

/** The /privacy page: a notice at collection under India's DPDP Act 2023 and its 2025 Rules, and GDPR Art. 13. */
export const privacyPage = {
  hero: {
    eyebrow: "Privacy",
    title: "Privacy Notice",
    lead: `How ${site.legalName} handles what you send through the forms on this site: what we collect and why, how long we keep it, who receives it, and how to use your rights.`,
  },
  controller: {
    title: "Who we are",
    paragraphs: [
      `${site.legalName}, ${formatOffice(headquarters)}, India, decides how the personal data you send through this site is used: we are its Data Fiduciary under India's Digital Personal Data Protection Act, 2023, and its controller under the GDPR.`,
      "We collect only what a form asks for, use it only for the purpose stated below, never sell it and never use it for advertising.",
    ],
  },
  forms: {
    title: "What each form collects and why",
    lead: "Each form sends only the fields you see in it. Fields marked optional may be left empty.",
    labels: {
      collected: "What we collect",
      purpose: "Why",
      retention: "How long we keep it",
      recipient: "Who receives it",
    },
    items: Object.values(formUses),
  },
  retention: {
    title: "How long we keep it",
    rows: [
      { label: "Enquiries and questions (contact, service enquiry and FAQ forms)", months: retentionMonths.enquiry },
      { label: "Job, training and internship applications", months: retentionMonths.application },
      { label: "A resume you asked us to keep for other openings", months: retentionMonths.consentedResume },
      { label: "Messages held back as suspected spam", months: retentionMonths.held },
    ],
    unit: "months",
    note: "At the end of its period a submission is deleted, with its resume. We delete it sooner when you ask us to, unless the law requires us to keep it.",
  },
  recipients: {
    title: "Who receives it",
    items: [
      `Our own team, through the company's mailboxes: sales for enquiries (${site.email}), HR for job and internship applications (${site.careersEmail}).`,
      "Our processors, who handle it only on our instructions: the provider that delivers our e-mail and the provider that hosts this site and its database.",
      "No one else, unless the law requires us to share it.",
    ],
  },
  consent: {
    title: "Consent and how to withdraw it",
    paragraphs: [
      `Sending a form is your consent to us using what you send for that form's purpose. Keeping a resume for other openings is a separate choice: the box is unticked unless you tick it.`,
      `You may withdraw your consent at any time, as easily as you gave it: write to ${officer.email}. We then stop using your data and delete it; what we did before you withdrew stays lawful.`,
    ],
  },
  minors: {
    title: "Applicants under 18",
    paragraphs: [
      "The training and internship forms ask you to confirm that you are 18 or older. Without that confirmation the form is not accepted and nothing you typed is kept.",
      `If you are under 18, please ask a parent or guardian to contact us at ${site.email} or ${site.phone}: we will ask for their verifiable consent before we keep any of your details.`,
    ],
  },
  rights: {
    title: "Your rights",
    lead: "You have the right to:",
    items: [
      {
        name: "Access and export",
        text: "a summary of the personal data we hold about you and what we do with it, and a copy in a common format.",
      },
      { name: "Correction", text: "have inaccurate or incomplete data corrected, completed or updated." },
      { name: "Erasure", text: "have your data deleted when it is no longer needed or you withdraw your consent." },
      { name: "Withdraw consent", text: "at any time, without giving a reason." },
      { name: "Nominate", text: "name someone to exercise your rights if you die or become unable to." },
      { name: "Grievance redressal", text: "complain to us, and then to the Data Protection Board of India." },
    ],
    gdpr: "If you are in the EU or the UK, you also have the rights of the GDPR, among them to object to or restrict our use of your data, and to complain to your data protection authority.",
  },
  contact: {
    title: "How to use your rights or complain",
    lead: "Write to our Grievance Officer, saying which form you used and the e-mail address you gave, so we can find your data:",
    officer: [officer.name, officer.role, site.legalName, formatOffice(headquarters)],
    email: officer.email,
    paragraphs: [
      "We may ask you to confirm your identity before we act on a request. We answer within 90 days, as the Digital Personal Data Protection Rules, 2025 require, and usually much sooner.",
      "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
    ],
  },
};
