import type { Cta } from "../routes";

/** The words around /supportcenter's channels and questions; those are in content/support.ts. */
export const supportPage = {
  hero: {
    eyebrow: "Support Center",
    title: "How can we help?",
    lead: "Already a client? Pick the channel that suits the problem. Production incidents go straight to the on-duty engineer.",
  },
  channelsTitle: "Ways to reach support",
  faqTitle: "Support questions",
  action: { label: "Contact Us", href: "/contact" } satisfies Cta,
};
