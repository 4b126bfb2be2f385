import { projects } from "../portfolio";
import type { Cta } from "../routes";
import { site } from "../site";

export const portfolioPage = {
  hero: {
    eyebrow: "Portfolio",
    title: `${projects.length} products we designed, built and still support`,
    lead: "Web platforms, mobile apps, AI systems, enterprise software and online stores for clients from Indore to London. Search by name or technology.",
  },
  projectsTitle: "All projects",
  closing: {
    title: "Your project could be next",
    lead: `Tell us what you are building. We reply within ${site.responseTime} on business days with questions or a first estimate.`,
    action: { label: "Start Your Project", href: "/contact" } satisfies Cta,
  },
};
