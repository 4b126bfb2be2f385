import type { ServicePage } from "./types";

export const design: ServicePage = {
  path: "/services/design",
  eyebrow: "UI/UX design",
  title: "Design that users understand on the first try",
  lead: "Research, interaction design and design systems that lift conversion, cut support tickets and hand over cleanly to developers.",
  back: true,
  actions: [
    { label: "Start a Design Project", href: "/contact" },
    { label: "View Portfolio", href: "/portfolio", variant: "light" },
  ],
  sections: [
    {
      kind: "cards",
      id: "design-services",
      title: "Design services",
      columns: 4,
      items: [
        {
          title: "UX research",
          description: "Find out what users need before deciding what to build.",
          icon: "mouse-pointer-click",
          features: ["Stakeholder and user interviews", "Usability testing", "Analytics review"],
        },
        {
          title: "UI design",
          description: "Interfaces that look like your brand and work for everyone.",
          icon: "palette",
          features: ["High-fidelity screens", "Accessibility to WCAG 2.2 AA", "Motion guidelines"],
        },
        {
          title: "Design systems",
          description: "One source of truth for designers and developers.",
          icon: "layout-dashboard",
          features: ["Figma component libraries", "Design tokens", "Usage documentation"],
        },
        {
          title: "Mobile app design",
          description: "Native-feeling flows for iOS and Android.",
          icon: "smartphone",
          features: ["Platform conventions", "Clickable prototypes", "Store screenshots"],
        },
      ],
    },
    {
      kind: "cases",
      id: "design-work",
      title: "Design work and its results",
      items: [
        {
          client: "LedgerLite",
          industry: "Fintech SaaS",
          description: "Redesigned onboarding and invoice creation.",
          metrics: [
            { value: "+41%", label: "Trial to paid" },
            { value: "−35%", label: "Support tickets" },
          ],
          timeframe: "6 weeks",
        },
        {
          client: "CareConnect",
          industry: "Healthcare",
          description: "Booking flow rebuilt for older patients.",
          metrics: [
            { value: "2.1 min", label: "Time to book, from 4.5" },
            { value: "4.7", label: "Store rating" },
          ],
          timeframe: "5 weeks",
        },
        {
          client: "Banjara Crafts",
          industry: "E-commerce",
          description: "Mobile-first storefront and checkout.",
          metrics: [
            { value: "2.7%", label: "Conversion, from 0.9%" },
            { value: "−28%", label: "Cart abandonment" },
          ],
          timeframe: "4 weeks",
        },
        {
          client: "Udyog ERP",
          industry: "Manufacturing",
          description: "Shop-floor screens for gloved hands and bright light.",
          metrics: [
            { value: "−60%", label: "Entry errors" },
            { value: "3 days", label: "Training, from 2 weeks" },
          ],
          timeframe: "8 weeks",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our 6-step design process",
      steps: [
        { title: "Research", description: "Interviews, analytics and competitor reviews." },
        { title: "Define", description: "Personas, journeys and success metrics." },
        { title: "Ideate", description: "Sketches and flows explored with your team." },
        { title: "Prototype", description: "Clickable prototypes of the key journeys." },
        { title: "Test", description: "Usability sessions with five to eight real users." },
        { title: "Hand-off", description: "Design system and specs your developers build from." },
      ],
    },
  ],
  cta: {
    title: "Let's design something people love to use",
    lead: "Book a free design review of your current product.",
    actions: [
      { label: "Book a Design Review", href: "/contact" },
      { label: "See Our Work", href: "/portfolio", variant: "outline" },
    ],
  },
};
