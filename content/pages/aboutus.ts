import type { Cta } from "../routes";
import { site } from "../site";

/** The words around /aboutus's sections; mission, values, timeline and team are in content/about.ts. */
export const aboutPage = {
  hero: {
    eyebrow: `About ${site.name}`,
    title: "Engineers who stay after launch",
    lead: `Founded in Indore in ${site.founded}, we are 50+ engineers, designers and AI specialists in Indore, Dewas and Delhi, with 500+ projects delivered and 98% client satisfaction.`,
  },
  purposeTitle: "Why we exist",
  missionTitle: "Our mission",
  visionTitle: "Our vision",
  valuesTitle: "Our core values",
  timelineTitle: "Our journey",
  teamTitle: "Leadership team",
  closing: {
    title: "Have something to build?",
    lead: `Tell us about it. We reply within ${site.responseTime} on business days.`,
    action: { label: "Let's Build Together", href: "/contact" } satisfies Cta,
  },
};
