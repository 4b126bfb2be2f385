import type { Cta } from "../routes";
import { site } from "../site";

/** The words every portfolio showcase page shares; each showcase's own are in content/showcases.ts. */
export const showcasePage = {
  heroActions: {
    start: { label: "Start Your Project", href: "/contact" } satisfies Cta,
    allProjects: { label: "All Projects", href: "/portfolio" } satisfies Cta,
  },
  project: {
    impact: "Impact: ",
    features: "Features",
    technology: "Technology",
    caseStudy: "View Case Study",
  },
  industriesTitle: "Industries we have delivered to",
  industryProjects: (count: number) => `${count} projects`,
  clientsTitle: "Clients who run on our systems",
  benefitsTitle: "Why enterprises choose us",
  processTitle: "How we build apps",
  closing: {
    title: "Have a project like these in mind?",
    lead: `Tell us what you are planning; we reply within ${site.responseTime} on business days.`,
    actions: {
      start: { label: "Get Started", href: "/contact" } satisfies Cta,
      allProjects: { label: "View All Projects", href: "/portfolio" } satisfies Cta,
      services: { label: "Explore Services", href: "/services" } satisfies Cta,
    },
  },
};
