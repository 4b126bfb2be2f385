import { weekdayHours } from "../hours";
import type { IconCard } from "../icons";
import { site } from "../site";

export const contactInfoCards: IconCard[] = [
  {
    title: "Free 30-minute consultation",
    description: "Talk through your idea with a project lead, with no obligation and no sales script.",
    icon: "messages-square",
  },
  {
    title: `Reply within ${site.responseTime}`,
    description:
      "On business days every enquiry gets a reply from a person, usually with first questions or an estimate range.",
    icon: "timer",
  },
  {
    title: "NDA before details",
    description: "Ask for a mutual NDA and we sign it before you share anything confidential.",
    icon: "file-lock",
  },
];

export const contactFaqs = [
  {
    question: "What should I include in my message?",
    answer:
      "What you want to build, who will use it, any deadline or budget range, and links to anything that exists today. A few lines are enough; we will ask the rest on a call.",
  },
  {
    question: "What happens after I send the form?",
    answer: `A project lead replies within ${site.responseTime} on business days, books a free consultation and, after it, sends a written proposal with scope, timeline and a fixed price or a monthly team cost.`,
  },
];

export const contactPage = {
  hero: {
    eyebrow: "Contact",
    title: "Let's talk about your project",
    lead: `Tell us what you are planning. A project lead replies within ${site.responseTime} on business days (${weekdayHours(site.timeZone)}).`,
  },
  reachUsTitle: "Reach us directly",
  enquiry: { title: "Send us the details", lead: "Fields marked * are required." },
  expectTitle: "What to expect",
  faqTitle: "Before you write",
};
