import type { IconKey } from "./icons";
import type { RoutePath } from "./routes";

/** The six cards of /services; only two have a detail page yet, the rest say so. */
export const servicesOverview: {
  title: string;
  description: string;
  icon: IconKey;
  href?: RoutePath;
  features: string[];
}[] = [
  {
    title: "Mobile App Development",
    description: "Native and cross-platform apps for iOS and Android.",
    icon: "smartphone",
    href: "/services/mobile-app",
    features: ["Flutter & React Native", "Swift & Kotlin", "Store launch"],
  },
  {
    title: "Web Application",
    description: "Portals, dashboards and SaaS platforms.",
    icon: "app-window",
    href: "/services/web-development",
    features: ["React & Next.js", "Node.js APIs", "Cloud hosting"],
  },
  {
    title: "Desktop Application",
    description: "Windows, macOS and Linux software.",
    icon: "monitor",
    features: ["Electron & .NET", "Offline-first", "Hardware integration"],
  },
  {
    title: "SEO & Marketing",
    description: "Organic growth measured in qualified leads.",
    icon: "search",
    features: ["Technical SEO", "Content", "Local search"],
  },
  {
    title: "CMS Development",
    description: "Websites your team can update without developers.",
    icon: "layout-template",
    features: ["WordPress", "Headless CMS", "Migrations"],
  },
  {
    title: "AI Integration",
    description: "Forecasting, document AI and assistants in your workflows.",
    icon: "brain-circuit",
    features: ["Machine learning", "LLM assistants", "Computer vision"],
  },
];
