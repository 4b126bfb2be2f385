import type { Cta } from "../routes";

/** The words around each case study under /portfolio/case-studies; the studies are in content/case-studies.ts. */
export const caseStudyPage = {
  metaTitle: (client: string) => `${client} Case Study`,
  back: "Back to Portfolio",
  eyebrow: (industry: string) => `Case study · ${industry}`,
  facts: { client: "Client", industry: "Industry", timeframe: "Timeframe", teamSize: "Team size" },
  teamSize: (people: number) => `${people} people`,
  resultsTitle: "Results",
  challengeTitle: "The challenge",
  solutionTitle: "What we built",
  technologiesTitle: "Technologies",
  closing: {
    title: "Planning something similar?",
    lead: "We can show you the details of this project on a call.",
    talk: { label: "Talk to Us", href: "/contact" } satisfies Cta,
    moreProjects: { label: "More Projects", href: "/portfolio" } satisfies Cta,
  },
};
