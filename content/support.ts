import { weekdayHours } from "./hours";
import type { IconKey } from "./icons";
import { site } from "./site";

type SupportChannel = {
  icon: IconKey;
  title: string;
  description: string;
  detail: string;
  note: string;
};

/** The contact values on the support page are placeholders until the support desk goes live. */
export const supportChannels: SupportChannel[] = [
  {
    icon: "book-open",
    title: "Knowledge Base",
    description: "Step-by-step guides for the admin panels, apps and dashboards we deliver, with screenshots.",
    detail: "docs.example.com",
    note: "Updated with every release",
  },
  {
    icon: "mail",
    title: "Email Support",
    description: "Send us the issue, the affected screen and any error text; every e-mail gets a ticket number.",
    detail: "support@example.com",
    note: `First reply within ${site.responseTime}`,
  },
  {
    icon: "phone",
    title: "Call Support",
    description: "For production incidents and urgent fixes, call the on-duty engineer directly.",
    detail: "+91 00000 00000",
    note: "24/7 for clients on a support plan",
  },
  {
    icon: "message-circle",
    title: "Live Chat",
    description: "Quick questions about billing, access or a feature answered by our support team in real time.",
    detail: "Chat opens from your client portal",
    note: weekdayHours(site.timeZone),
  },
];

export const supportFaqs = [
  {
    question: "How do I contact support?",
    answer: `E-mail the support address with a short description, the screen or URL involved and any error message. You get a ticket number straight away and a reply within ${site.responseTime} on business days. Clients on a support plan can also call the on-duty engineer around the clock for production incidents.`,
  },
  {
    question: "Where can I find tutorials?",
    answer:
      "The Knowledge Base has guides for every product we hand over: admin panels, content editing, user management and reports, each with screenshots. Your handover pack also includes recorded walkthrough videos, and our blog covers broader topics such as SEO, security and cloud costs.",
  },
] as const;
