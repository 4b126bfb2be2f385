import { AppWindow, BrainCircuit, LayoutTemplate, Monitor, Search, Smartphone } from "lucide-react";
import type { RoutePath } from "./routes";

/** The six cards of /services; only two have a detail page yet, the rest say so. */
export const servicesOverview: {
  title: string;
  description: string;
  icon: typeof AppWindow;
  href?: RoutePath;
  features: string[];
}[] = [
  {
    title: "Mobile App Development",
    description: "Native and cross-platform apps for iOS and Android.",
    icon: Smartphone,
    href: "/services/mobile-app",
    features: ["Flutter & React Native", "Swift & Kotlin", "Store launch"],
  },
  {
    title: "Web Application",
    description: "Portals, dashboards and SaaS platforms.",
    icon: AppWindow,
    href: "/services/web-development",
    features: ["React & Next.js", "Node.js APIs", "Cloud hosting"],
  },
  {
    title: "Desktop Application",
    description: "Windows, macOS and Linux software.",
    icon: Monitor,
    features: ["Electron & .NET", "Offline-first", "Hardware integration"],
  },
  {
    title: "SEO & Marketing",
    description: "Organic growth measured in qualified leads.",
    icon: Search,
    features: ["Technical SEO", "Content", "Local search"],
  },
  {
    title: "CMS Development",
    description: "Websites your team can update without developers.",
    icon: LayoutTemplate,
    features: ["WordPress", "Headless CMS", "Migrations"],
  },
  {
    title: "AI Integration",
    description: "Forecasting, document AI and assistants in your workflows.",
    icon: BrainCircuit,
    features: ["Machine learning", "LLM assistants", "Computer vision"],
  },
];
