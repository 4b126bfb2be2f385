import type { IconKey } from "./icons";
import type { RoutePath } from "./routes";

type ServiceLine = {
  id: string;
  title: string;
  short: string;
  long: string;
  icon: IconKey;
  href?: RoutePath;
  /** Shown in the home page's six-card grid. */
  featured?: boolean;
};

/** The twelve service lines of the company (spec section 1). */
export const services = [
  {
    id: "mobile",
    title: "Mobile App Development",
    short: "Native iOS and Android apps and cross-platform builds in Flutter and React Native.",
    long: "From a clinic booking app to a fleet-tracking suite used by 4,000 drivers, we design, build and publish apps that hold a 4.6+ store rating, with offline sync, push notifications and crash rates under 0.3%.",
    icon: "smartphone",
    href: "/services/mobile-app",
    featured: true,
  },
  {
    id: "web",
    title: "Web Application Development",
    short: "Portals, dashboards and SaaS platforms in React, Next.js and Node.js.",
    long: "Typed, tested web applications that load in under two seconds on a 4G phone and scale from a pilot of 50 users to 50,000 without a rewrite.",
    icon: "app-window",
    href: "/services/web-development",
    featured: true,
  },
  {
    id: "desktop",
    title: "Desktop Applications",
    short: "Windows, macOS and Linux software with Electron, .NET and Tauri.",
    long: "Point-of-sale terminals, lab-instrument software and offline-first field tools that sync when the network comes back.",
    icon: "monitor",
  },
  {
    id: "seo",
    title: "SEO & Digital Marketing",
    short: "Technical SEO, content and performance marketing measured against leads, not vanity metrics.",
    long: "Site audits, Core Web Vitals fixes, local SEO for multi-city businesses and campaigns reported monthly against qualified enquiries.",
    icon: "search",
    href: "/services/seo",
    featured: true,
  },
  {
    id: "cms",
    title: "CMS Development",
    short: "WordPress, Strapi, Sanity and Contentful builds your marketing team can run alone.",
    long: "Headless and classic CMS builds with editorial workflows, roles and previews, plus migrations that keep every URL and ranking.",
    icon: "layout-template",
    href: "/services/cms",
  },
  {
    id: "ai",
    title: "AI & Machine Learning",
    short: "Forecasting, document AI, chatbots and computer vision that ship to production.",
    long: "500+ models trained and deployed: demand forecasts at 95% accuracy, invoice extraction that saves 30 hours a week, and support bots that resolve 40% of tickets.",
    icon: "brain-circuit",
    featured: true,
  },
  {
    id: "enterprise",
    title: "Enterprise Software",
    short: "ERP, CRM, workflow automation and integrations for teams of 100 to 10,000.",
    long: "Role-based systems with audit trails, SSO and 99.9% uptime, integrated with SAP, Tally, Salesforce and the tools you already pay for.",
    icon: "building",
    href: "/services/enterprise",
    featured: true,
  },
  {
    id: "cloud",
    title: "Cloud & DevOps",
    short: "AWS, Azure and GCP architecture, CI/CD and cost control.",
    long: "Infrastructure as code, zero-downtime deployments and monitoring with alerts that reach an engineer 24/7; typical cloud bills drop 25-40% after our review.",
    icon: "cloud",
    featured: true,
  },
  {
    id: "design",
    title: "UI/UX Design",
    short: "Research, wireframes, design systems and usability testing.",
    long: "Interfaces tested with real users before a line of code is written, delivered as a Figma design system your developers can build from.",
    icon: "palette",
    href: "/services/design",
  },
  {
    id: "saas",
    title: "SaaS Product Development",
    short: "Multi-tenant products with billing, roles and analytics built in.",
    long: "Subscription billing, tenant isolation, usage metering and onboarding flows for founders going from MVP to their first 1,000 customers.",
    icon: "layers",
    href: "/saas-development",
  },
  {
    id: "hybrid",
    title: "Hybrid & React Apps",
    short: "One codebase for web, iOS and Android with React and React Native.",
    long: "Shared business logic and design tokens across platforms, cutting delivery time by about a third against separate native teams.",
    icon: "cpu",
    href: "/hybrid-app-development",
  },
  {
    id: "product",
    title: "Product Engineering",
    short: "Discovery sprints, MVPs and a dedicated team for the roadmap after launch.",
    long: "A cross-functional squad (product manager, designer, engineers and QA) that owns outcomes from first prototype to product-market fit.",
    icon: "rocket",
    href: "/product-engineering",
  },
] as const satisfies readonly ServiceLine[];

export const featuredServices = services.filter((service) => "featured" in service && service.featured);
