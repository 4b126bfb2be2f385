import type { ServicePage } from "./types";
import { site } from "../site";

const closing = {
  title: "Tell us what you are planning",
  lead: `A specialist replies within ${site.responseTime} on business days.`,
  actions: [{ label: "Get in Touch", href: "/contact" as const }],
};

export const webDesign: ServicePage = {
  path: "/Web-design",
  eyebrow: "Website design",
  title: "Website design that turns visitors into enquiries",
  lead: "Responsive, accessible sites with a clear message and a clear next step on every page.",
  actions: [{ label: "Start Your Website", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "offer",
      title: "What you get",
      items: [
        {
          title: "Conversion-led layouts",
          description: "Every page built around one action, tested with heatmaps after launch.",
          icon: "layout-grid",
        },
        {
          title: "Brand systems",
          description: "Colours, type and components that make you recognisable everywhere.",
          icon: "palette",
        },
        {
          title: "Responsive by default",
          description: "Designed for the phone first, then scaled up to wide screens.",
          icon: "monitor-smartphone",
        },
        {
          title: "Accessibility",
          description: "WCAG 2.2 AA contrast, focus states and readable type.",
          icon: "accessibility",
        },
        { title: "Speed", description: "Sub-two-second loads that help both visitors and rankings.", icon: "gauge" },
        { title: "Editable content", description: "A CMS your team can update without a developer.", icon: "brush" },
      ],
    },
  ],
  cta: closing,
};

export const saasDevelopment: ServicePage = {
  path: "/saas-development",
  eyebrow: "SaaS development",
  title: "SaaS products built for your first customer and your ten-thousandth",
  lead: "Multi-tenant architecture, subscriptions, roles and analytics, so you can focus on the product.",
  actions: [{ label: "Discuss Your SaaS", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "offer",
      title: "What we build into every SaaS",
      items: [
        {
          title: "Multi-tenancy",
          description: "Data isolation per customer with shared, cost-efficient infrastructure.",
          icon: "layers",
        },
        {
          title: "Subscriptions & billing",
          description: "Plans, trials, invoices and dunning with Stripe or Razorpay.",
          icon: "credit-card",
        },
        {
          title: "Roles & SSO",
          description: "Team accounts, permissions and Google or Microsoft sign-in.",
          icon: "shield-check",
        },
        {
          title: "Usage analytics",
          description: "Activation and retention tracked from the first release.",
          icon: "gauge",
        },
        {
          title: "Continuous delivery",
          description: "Daily deploys behind feature flags with automatic rollbacks.",
          icon: "git-branch",
        },
      ],
    },
  ],
  cta: closing,
};

export const reactAppDevelopment: ServicePage = {
  path: "/react-app-development",
  eyebrow: "React app development",
  title: "React and Next.js applications that stay fast as they grow",
  lead: "Typed, tested front ends for dashboards, portals and products, from our React specialists.",
  actions: [{ label: "Hire React Developers", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "offer",
      title: "Our React practice",
      items: [
        {
          title: "Next.js applications",
          description: "Server rendering and static generation for speed and SEO.",
          icon: "zap",
        },
        {
          title: "Component libraries",
          description: "Reusable, documented components shared across products.",
          icon: "blocks",
        },
        { title: "TypeScript everywhere", description: "Strict types that catch bugs before users do.", icon: "code" },
        {
          title: "Testing",
          description: "Unit, integration and end-to-end tests in every pipeline.",
          icon: "test-tube",
        },
        {
          title: "Legacy upgrades",
          description: "Class components and old bundlers moved to modern React.",
          icon: "refresh-cw",
        },
      ],
    },
  ],
  cta: closing,
};

export const hybridAppDevelopment: ServicePage = {
  path: "/hybrid-app-development",
  eyebrow: "Hybrid app development",
  title: "One codebase, both app stores, native feel",
  lead: "Flutter and React Native apps that share most of their code without looking like a compromise.",
  actions: [{ label: "Plan Your App", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "offer",
      title: "Why hybrid with us",
      items: [
        {
          title: "About a third less cost",
          description: "One team and one codebase instead of two.",
          icon: "credit-card",
        },
        {
          title: "Native modules when needed",
          description: "Swift and Kotlin bridges for cameras, payments and sensors.",
          icon: "smartphone",
        },
        {
          title: "Shared design system",
          description: "The same components and tokens on iOS, Android and web.",
          icon: "palette",
        },
        {
          title: "Faster releases",
          description: "Over-the-air updates for fixes that cannot wait for review.",
          icon: "rocket",
        },
      ],
    },
  ],
  cta: closing,
};

export const productEngineering: ServicePage = {
  path: "/product-engineering",
  eyebrow: "Product engineering",
  title: "From idea to product-market fit with one team",
  lead: "Discovery sprints, MVPs and a dedicated squad that stays for the roadmap after launch.",
  actions: [{ label: "Start With Discovery", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "offer",
      title: "How we engineer products",
      items: [
        {
          title: "Discovery sprints",
          description: "Two weeks to test the riskiest assumptions before building.",
          icon: "lightbulb",
        },
        {
          title: "MVP in 8-12 weeks",
          description: "The smallest product that proves the idea with real users.",
          icon: "rocket",
        },
        {
          title: "Dedicated squads",
          description: "Product manager, designer, engineers and QA on your roadmap.",
          icon: "users",
        },
        {
          title: "Scalable architecture",
          description: "Foundations that will not need a rewrite at 10x users.",
          icon: "boxes",
        },
      ],
    },
  ],
  cta: closing,
};
