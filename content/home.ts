import { countWord, countWordCapitalized } from "./count-words";
import { industries } from "./industries";
import { processSteps } from "./process";
import type { Cta } from "./routes";
import { featuredServices, services } from "./services";
import { site } from "./site";
import { testimonials } from "./testimonials";

/** The home page's own copy; the shared lists (services, projects, industries) come from their modules. */
export const homeHero = {
  eyebrow: "Software · AI · Cloud — Indore, Dewas, Delhi",
  title: "We build the software your next stage of growth runs on",
  lead: "Nexaloom designs, builds and runs mobile apps, web platforms and AI systems for growing businesses. 500+ projects delivered since 2020, with 98% of clients rating us five stars.",
  primary: { label: "Start Your Project", href: "/contact" } satisfies Cta,
  secondary: { label: "Explore Services", href: "/services" } satisfies Cta,
  stats: [
    { value: "500+", label: "Projects delivered" },
    { value: "98%", label: "Client satisfaction" },
    { value: "50+", label: "Industries served" },
    { value: "24/7", label: "Support" },
  ],
};

export const innovation = {
  eyebrow: "AI-first engineering",
  title: "Innovation that pays for itself",
  lead: "We put machine learning where it earns its keep: forecasting demand, reading documents, answering customers and spotting defects. 500+ AI models in production, running at 99.9% uptime.",
  points: [
    { value: "95%", label: "Forecast accuracy at store level" },
    { value: "30 hrs", label: "Saved weekly by document AI" },
    { value: "40%", label: "Support tickets resolved by bots" },
  ],
  ctas: [
    { label: "Get Started Today", href: "/contact" },
    { label: "Explore Solutions", href: "/services" },
    { label: "View Portfolio", href: "/portfolio" },
  ] satisfies Cta[],
};

export const about = {
  eyebrow: "About Nexaloom",
  title: "A team of 50+ specialists who stay after launch",
  paragraphs: [
    "We started in Indore in 2020 with four engineers and one rule: every project gets the same team from the first workshop to the last support ticket. Today 50+ engineers, designers and AI specialists work from Indore, Dewas and Delhi for clients across India, the UK, the US and the Gulf.",
    `Typical projects run 2-6 months to launch, and most clients keep us on for the roadmap after that. We answer support requests within ${site.responseTime} and keep production systems at 99.9% uptime.`,
  ],
  highlights: [
    "Founded in 2020",
    "Offices in Indore, Dewas and Delhi",
    "ISO-aligned security practices",
    "Fixed-price or dedicated-team contracts",
  ],
  cta: { label: "Learn More About Us", href: "/aboutus" } satisfies Cta,
};

export const homeSections = {
  services: {
    eyebrow: "What we do",
    title: "Services built around outcomes",
    lead: `${countWordCapitalized(featuredServices.length)} of our ${countWord(services.length)} service lines, each run by a dedicated practice lead.`,
    cta: { label: "Learn More", srContext: "about our services", href: "/services" } satisfies Cta,
  },
  portfolio: {
    eyebrow: "Selected work",
    title: "Products our clients run every day",
    lead: "Filter by the kind of work you are planning.",
  },
  process: {
    eyebrow: "How we work",
    title: `${countWordCapitalized(processSteps.length)} steps from idea to production`,
    lead: "Fixed milestones, a demo every two weeks, and no surprises on the invoice.",
  },
  industries: {
    eyebrow: "Industries",
    title: `Domain knowledge in ${industries.length} core industries`,
    lead: "Compliance, integrations and user habits differ by industry. We have shipped in all of these.",
  },
  testimonials: {
    eyebrow: "Client stories",
    title: "What our clients say",
    lead: `${countWordCapitalized(testimonials.length)} of the teams we have built for, in their own words.`,
  },
  contact: {
    eyebrow: "Contact",
    title: "Tell us about your project",
    lead: `We reply within ${site.responseTime} on business days with questions or a first estimate.`,
  },
};

/** The words drawn into the hero's dashboard picture, and what it shows to a screen reader. */
export const heroVisualCopy = {
  label: `Dashboard of an AI demand forecast built by ${site.name}`,
  window: "Demand forecast · 42 stores",
  tiles: [
    { label: "Accuracy", value: "95.2%" },
    { label: "Overstock", value: "−18%" },
    { label: "Uptime", value: "99.9%" },
  ],
  toast: { title: "Model deployed", detail: "2 min ago · v3.4" },
};
