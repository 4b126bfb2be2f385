import { site } from "../site";

export const faqPage = {
  hero: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    lead: "Pricing, timelines, security, technology and mobile apps: the questions clients ask us most, answered plainly.",
  },
  questionsTitle: "Find an answer",
  ask: { title: "Still Have Questions?", lead: `Ask us directly; we answer by e-mail ${site.replyWithin}.` },
};

/** The search, filter and empty state of the FAQ accordion. */
export const faqBrowserCopy = {
  searchLabel: "Search questions",
  searchPlaceholder: "Search questions...",
  filterLabel: "Filter questions by category",
  empty: "No questions found matching your search.",
  clear: "Clear Filters",
};
