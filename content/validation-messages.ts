/**
 * What a form says of a value it refuses: beside the field in the browser, and in the receiver's answer
 * and refusal page. Each message names its field, so it reads well in either place.
 */
export const validationMessages = {
  missing: (field: string) => `Please enter your ${field}.`,
  tooLong: (field: string, max: number) => `Your ${field} must be at most ${max} characters.`,
  badCharacters: (field: string) => `Your ${field} contains characters we cannot accept.`,
  markup: (field: string) => `Your ${field} cannot contain HTML or scripts.`,
  angleBrackets: (field: string) => `Your ${field} cannot contain < or >.`,
  invalidEmail: "Please enter a valid email address.",
  phoneCharacters: "Your phone number may contain only digits (spaces, +, -, dots and brackets are ignored).",
  phoneTooLong: (maxDigits: number) => `Your phone number must be at most ${maxDigits} digits.`,
  phoneMissing: (minDigits: number) => `Please enter your phone number (at least ${minDigits} digits).`,
  choose: (choice: string) => `Please choose ${choice}.`,
  chooseValid: (choice: string) => `Please choose a valid ${choice}.`,
  fullLink: "Please enter a full link starting with https://.",
  resumeMissing: "Please attach your resume.",
  resumeType: "Please upload your resume as a .pdf, .doc or .docx file.",
  resumeTooLarge: (megabytes: number) => `Your resume must be ${megabytes} MB or smaller.`,
  /** The receiver read the file's first bytes: its name may say .pdf, its content says otherwise. */
  resumeContent: "The file is not a PDF or Word document, whatever its name says.",
  adultMissing: "Please confirm that you are 18 or older.",
  /** The virus scanner flagged the file (malware, or Office macros): nothing was kept. */
  resumeFlagged:
    "Your resume was flagged by our virus scanner (it may carry malware or Office macros). Please upload a clean PDF or a Word document without macros.",
};

/** How the messages name each field and choice: "Please enter your full name.", "Please choose a program." */
export const fieldNouns = {
  name: "name",
  fullName: "full name",
  email: "email address",
  company: "company",
  currentCompany: "current company",
  message: "message",
  question: "question",
  university: "university or college",
  graduation: "graduation date",
  skills: "skills",
  portfolio: "portfolio link",
  service: "service",
  budget: "budget",
  timeline: "timeline",
  neededService: "the service you need",
  aService: "a service",
  aProgram: "a program",
  aPosition: "a position",
  experienceLevel: "your experience level",
  availability: "your availability",
};
