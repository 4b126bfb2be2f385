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
  success: { title: "Question Sent!", description: "We will answer you by e-mail within 24 hours." },
  failure: messageFailure,
  error: exception,
};

export const trainingNotices: NoticeSet = {
  success: { title: "Application Submitted!", description: "Our admissions team will contact you within 24 hours." },
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
