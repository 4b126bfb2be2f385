import type { ServicePage } from "./types";
import { site } from "../site";

export const webDevelopment: ServicePage = {
  path: "/services/web-development",
  eyebrow: "Web development",
  title: "Web applications that are fast, secure and built to grow",
  lead: "Customer portals, dashboards and SaaS platforms in React, Next.js and Node.js, shipped in two-week sprints and supported after launch.",
  back: true,
  actions: [
    { label: "Start Your Project", href: "/contact" },
    { label: "View Portfolio", href: "/portfolio/web", variant: "light" },
  ],
  sections: [
    {
      kind: "tags",
      id: "technologies",
      title: "Technologies we use",
      items: [
        "React",
        "Next.js",
        "TypeScript",
        "Node.js",
        "NestJS",
        "Python",
        "PostgreSQL",
        "MongoDB",
        "Redis",
        "GraphQL",
        "AWS",
        "Docker",
      ],
    },
    {
      kind: "cards",
      id: "features",
      title: "What every build includes",
      items: [
        {
          title: "Performance budget",
          description: "Pages load in under two seconds on a mid-range phone over 4G, checked by Lighthouse in CI.",
          icon: "gauge",
        },
        {
          title: "Security by default",
          description: "OWASP Top 10 reviews, dependency scanning and encrypted data at rest and in transit.",
          icon: "lock-keyhole",
        },
        {
          title: "Accessible interfaces",
          description: "WCAG 2.2 AA components, keyboard support and screen-reader testing.",
          icon: "accessibility",
        },
        {
          title: "Search-ready pages",
          description: "Server-rendered HTML, structured data and clean URLs so content ranks.",
          icon: "search",
        },
        {
          title: "Integrations",
          description: "Payment gateways, CRMs, ERPs and your internal APIs connected and monitored.",
          icon: "plug",
        },
        {
          title: "Scalable architecture",
          description: "Modular code and cloud infrastructure that grows from 50 users to 50,000.",
          icon: "layers",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "How we deliver",
      steps: [
        { title: "Discover", description: "Workshops, user journeys and a prioritised backlog with a fixed estimate." },
        { title: "Design", description: "Wireframes and a clickable prototype signed off before code." },
        { title: "Build", description: "Two-week sprints with a working demo and automated tests each time." },
        { title: "Launch & support", description: "Zero-downtime release, monitoring and monthly improvements." },
      ],
    },
    {
      kind: "cases",
      id: "recent-projects",
      title: "Recent web projects",
      items: [
        {
          client: "Shiksha Live Classroom",
          industry: "Education",
          description: "Live classes and mock tests for 25,000 exam aspirants.",
          metrics: [
            { value: "25k", label: "Students" },
            { value: "62%", label: "Weekly active" },
          ],
          link: { label: "View Project", href: "/portfolio" },
        },
        {
          client: "LedgerLite Invoicing SaaS",
          industry: "Fintech",
          description: "GST invoicing and reconciliation for 3,500 small businesses.",
          metrics: [
            { value: "3,500", label: "Businesses" },
            { value: "6 mo", label: "To launch" },
          ],
          link: { label: "View Project", href: "/portfolio" },
        },
        {
          client: "CivicDesk Grievance Portal",
          industry: "Public sector",
          description: "Complaints by web, app and SMS for a smart city.",
          metrics: [
            { value: "11→4", label: "Days to resolve" },
            { value: "48k", label: "Complaints a year" },
          ],
          link: { label: "View Project", href: "/portfolio" },
        },
      ],
    },
  ],
  cta: {
    title: "Ready to build your web application?",
    lead: `Tell us about your users and goals; we reply within ${site.responseTime} on business days.`,
    actions: [{ label: "Get a Free Estimate", href: "/contact" }],
  },
};
