/** The FAQ filter's categories and labels: a module of their own, so the client-side filter does not carry the answers. */
export const faqCategories = ["pricing", "timeline", "security", "technical", "mobile"] as const;
export type FaqCategory = (typeof faqCategories)[number];

export type FaqItem = { id: number; category: FaqCategory; question: string; answer: string };

export const faqCategoryLabels: Record<FaqCategory | "all", string> = {
  all: "All",
  pricing: "Pricing",
  timeline: "Timeline",
  security: "Security",
  technical: "Technical",
  mobile: "Mobile",
};
