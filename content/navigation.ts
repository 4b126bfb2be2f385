import { countWord } from "./count-words";
import { projectCategories, projects } from "./portfolio";
import type { RoutePath } from "./routes";

export type NavLink = { label: string; href: RoutePath; description?: string };
export type NavItem = NavLink & { children?: NavLink[] };

export const mainNav: NavItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Services",
    href: "/services",
    children: [
      { label: "Web Development", href: "/services/web-development", description: "Web apps, portals and SaaS" },
      { label: "Mobile Apps", href: "/services/mobile-app", description: "iOS, Android and cross-platform" },
      { label: "UI/UX Design", href: "/services/design", description: "Research, design systems, prototypes" },
      { label: "SEO & Marketing", href: "/services/seo", description: "Organic growth you can measure" },
      { label: "Enterprise Solutions", href: "/services/enterprise", description: "ERP, CRM and integrations" },
    ],
  },
  {
    label: "Portfolio",
    href: "/portfolio",
    children: [
      {
        label: "All Projects",
        href: "/portfolio",
        description: `${projects.length} projects across ${countWord(projectCategories.length)} categories`,
      },
      { label: "Web Projects", href: "/portfolio/web", description: "Platforms, portals, marketplaces" },
      { label: "Mobile Projects", href: "/portfolio/mobile", description: "Apps on the App Store and Play" },
      { label: "AI Projects", href: "/portfolio/ai", description: "ML, chatbots, computer vision" },
    ],
  },
  { label: "Industries", href: "/industries" },
  {
    label: "Company",
    href: "/aboutus",
    children: [
      { label: "About Us", href: "/aboutus", description: "Our story, values and team" },
      { label: "Careers", href: "/careers", description: "Open roles in three cities" },
      { label: "Blog", href: "/blog", description: "Notes from our engineers" },
      { label: "FAQ", href: "/faq", description: "Pricing, timelines, security" },
    ],
  },
  { label: "Contact", href: "/contact" },
];

export const getStarted: NavLink = { label: "Get Started", href: "/contact" };

export const tickerWords = [
  "UI/UX Design",
  "Website Ranking",
  "SEO",
  "Logo Design",
  "Digital Marketing",
  "Branding",
  "Multimedia Production",
] as const;

export const footerColumns: { title: string; links: NavLink[] }[] = [
  {
    title: "Services",
    links: [
      { label: "Mobile App Development", href: "/services/mobile-app" },
      { label: "Web Development", href: "/portfolio/web" },
      { label: "Enterprise Solutions", href: "/services/enterprise" },
      { label: "SEO & Marketing", href: "/services/seo" },
      { label: "CMS Development", href: "/services/cms" },
      { label: "AI Solutions", href: "/portfolio/ai" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/aboutus" },
      { label: "Careers", href: "/careers" },
      { label: "Portfolio", href: "/portfolio" },
      { label: "Industries", href: "/industries" },
      { label: "Blog", href: "/blog" },
    ],
  },
  {
    title: "Support",
    links: [
      { label: "Contact Us", href: "/contact" },
      { label: "Support Center", href: "/supportcenter" },
      { label: "Internship", href: "/internship" },
      { label: "FAQ", href: "/faq" },
      { label: "Training", href: "/training" },
    ],
  },
];
