import type { ServicePage } from "./types";
import { site } from "../site";

export const mobileApp: ServicePage = {
  path: "/services/mobile-app",
  eyebrow: "Mobile app development",
  title: "Mobile apps your customers keep on their home screen",
  lead: "Native iOS and Android apps and cross-platform builds in Flutter and React Native, from first prototype to store launch and beyond.",
  back: true,
  actions: [
    { label: "Start Your Project", href: "/contact" },
    { label: "See Our Apps", href: "/portfolio", variant: "light" },
  ],
  stats: [
    { value: "500+", label: "Apps delivered" },
    { value: "10M+", label: "Downloads" },
    { value: "99%", label: "Client satisfaction" },
    { value: "50+", label: "Countries reached" },
  ],
  sections: [
    {
      kind: "cards",
      id: "app-types",
      title: "Apps we build",
      items: [
        {
          title: "E-commerce apps",
          description: "Catalogues, carts, UPI and card payments, order tracking and loyalty.",
          icon: "shopping-bag",
        },
        {
          title: "Healthcare apps",
          description: "Telemedicine, appointment booking and patient records with privacy built in.",
          icon: "heart-pulse",
        },
        {
          title: "Fintech apps",
          description: "Wallets, lending and investment apps that pass security audits.",
          icon: "wallet",
        },
        {
          title: "Logistics apps",
          description: "Driver, warehouse and delivery apps that work offline.",
          icon: "truck",
        },
        {
          title: "Enterprise apps",
          description: "Field-force, approvals and HR apps connected to your ERP.",
          icon: "building",
        },
        {
          title: "Games & entertainment",
          description: "Casual games and streaming apps with in-app purchases.",
          icon: "gamepad",
        },
      ],
    },
    {
      kind: "cards",
      id: "expertise",
      title: "Our expertise",
      items: [
        {
          title: "Native iOS & Android",
          description: "Swift and Kotlin for the best performance and hardware access.",
          icon: "smartphone",
        },
        {
          title: "Cross-platform",
          description: "Flutter and React Native: one codebase, two stores.",
          icon: "tablet-smartphone",
        },
        {
          title: "Offline-first sync",
          description: "Local storage and background sync for patchy networks.",
          icon: "wifi-off",
        },
        {
          title: "Push & engagement",
          description: "Segmented notifications, deep links and in-app messaging.",
          icon: "bell",
        },
        {
          title: "Security & compliance",
          description: "Biometrics, encrypted storage and PCI-DSS-ready payments.",
          icon: "shield-check",
        },
        {
          title: "Analytics & growth",
          description: "Funnels, crash reporting and A/B tests from day one.",
          icon: "bar-chart",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our 5-step process",
      steps: [
        { title: "Strategy", description: "Goals, users, platforms and a release plan." },
        { title: "Design", description: "Prototypes tested with real users." },
        { title: "Develop", description: "Sprints with builds on TestFlight and Play." },
        { title: "Test", description: "Device lab, automated and accessibility testing." },
        { title: "Launch", description: "Store submission, monitoring and updates." },
      ],
    },
  ],
  cta: {
    title: "Have an app idea?",
    lead: `Share it with us; a mobile lead replies within ${site.responseTime} on business days.`,
    actions: [{ label: "Discuss Your App", href: "/contact" }],
  },
};
