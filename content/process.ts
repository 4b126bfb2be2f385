import type { IconKey } from "./icons";
import { site } from "./site";

type ProcessStep = { title: string; description: string; icon: IconKey; duration: string };

/** The four-step process every engagement follows (spec section 1). */
export const processSteps = [
  {
    title: "Discovery & Consultation",
    description:
      "Workshops with your team to map goals, users and constraints; you leave with a scoped backlog and a fixed estimate.",
    icon: "lightbulb",
    duration: "1-2 weeks",
  },
  {
    title: "Strategy & Planning",
    description:
      "Architecture, technology choices, milestones and a clickable prototype signed off before development starts.",
    icon: "clipboard-list",
    duration: "1-3 weeks",
  },
  {
    title: "Development & Integration",
    description:
      "Two-week sprints with a demo at the end of each, automated tests and integration with your existing systems.",
    icon: "code",
    duration: "2-6 months",
  },
  {
    title: "Deployment & Support",
    description: `Zero-downtime launch, monitoring and 24/7 support with a 99.9% uptime commitment and a ${site.responseHours} hour response time.`,
    icon: "rocket",
    duration: "Ongoing",
  },
] as const satisfies readonly ProcessStep[];
