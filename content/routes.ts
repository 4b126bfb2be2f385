import { projects } from "./portfolio";
import { site } from "./site";

/** Every canonical page with the title and description its metadata and breadcrumbs show. */
export type RouteInfo = {
  title: string;
  description: string;
  /** Left out of the sitemap and marked noindex. */
  noindex?: boolean;
};

export const routes = {
  "/": {
    title: "Software, AI & IT Services from Indore, Dewas and Delhi",
    description:
      "Nexaloom builds mobile apps, web platforms, AI solutions and enterprise software for growing businesses. 500+ projects delivered since 2020 with 98% client satisfaction.",
  },
  "/services": {
    title: "Services",
    description:
      "Mobile apps, web applications, desktop software, SEO, CMS and AI integration: end-to-end software services from discovery to 24/7 support.",
  },
  "/services/web-development": {
    title: "Web Development",
    description:
      "Fast, secure web applications in React, Next.js and Node.js: from marketing sites to multi-tenant SaaS platforms, built and supported by one team.",
  },
  "/services/mobile-app": {
    title: "Mobile App Development",
    description:
      "Native iOS and Android apps and cross-platform apps in Flutter and React Native. 500+ apps shipped, 10M+ downloads, clients in 50+ countries.",
  },
  "/services/design": {
    title: "UI/UX Design",
    description:
      "Research-led product design: user research, wireframes, design systems and usability testing that lift conversion and cut support tickets.",
  },
  "/services/seo": {
    title: "SEO & Digital Marketing",
    description:
      "Technical SEO, content strategy, local SEO and performance marketing that grow organic traffic and qualified leads, measured every month.",
  },
  "/services/enterprise": {
    title: "Enterprise Solutions",
    description:
      "ERP, CRM, workflow automation and system integration for enterprises: secure, audited software that connects the tools your teams already use.",
  },
  "/services/cms": {
    title: "CMS Development",
    description:
      "WordPress, Strapi, Contentful, Sanity, Drupal and Webflow builds and migrations that let your marketing team publish without waiting on developers.",
  },
  "/Web-design": {
    title: "Website Design",
    description:
      "Conversion-focused website design: responsive layouts, accessible components and brand systems that make a first visit count.",
  },
  "/saas-development": {
    title: "SaaS Development",
    description:
      "Multi-tenant SaaS products with subscriptions, role-based access and usage analytics, built to scale from the first customer to the ten-thousandth.",
  },
  "/react-app-development": {
    title: "React App Development",
    description:
      "React and Next.js applications with fast first loads, typed code and test suites, from dashboards to customer portals.",
  },
  "/hybrid-app-development": {
    title: "Hybrid App Development",
    description:
      "One codebase for iOS and Android with Flutter or React Native: native performance, shared business logic and a faster route to both stores.",
  },
  "/product-engineering": {
    title: "Product Engineering",
    description:
      "From idea to product-market fit: discovery sprints, MVPs, scalable architecture and a dedicated team that stays for the roadmap.",
  },
  "/portfolio": {
    title: "Portfolio",
    description: `${projects.length} projects across web, mobile, AI, enterprise and e-commerce: see what we built, for whom, and the results it delivered.`,
  },
  "/portfolio/web": {
    title: "Web Projects",
    description:
      "Web platforms we have built: SaaS dashboards, marketplaces and portals with the features, stack and measured results of each.",
  },
  "/portfolio/ai": {
    title: "AI Projects",
    description:
      "Machine learning, chatbots, predictive analytics and computer vision projects, each with the impact it had for the client.",
  },
  "/portfolio/ai-solutions": {
    title: "AI Solutions",
    description:
      "Ready-to-adapt AI solutions and the industries we have delivered them to, with project counts from healthcare to logistics.",
  },
  "/portfolio/enterprise": {
    title: "Enterprise Projects",
    description:
      "Enterprise software we have delivered: ERP, supply-chain and compliance platforms, the clients who use them and the benefits they measured.",
  },
  "/portfolio/mobile": {
    title: "Mobile App Projects",
    description:
      "iOS, Android and cross-platform apps we have shipped, our mobile capabilities and the four-step process behind every release.",
  },
  "/industries": {
    title: "Industries We Serve",
    description:
      "Software for healthcare, finance, retail, education, logistics and manufacturing: domain knowledge, compliance and results in 50+ industries.",
  },
  "/aboutus": {
    title: "About Us",
    description:
      "Founded in 2020 in Indore, Nexaloom is a team of 50+ engineers, designers and AI specialists across Indore, Dewas and Delhi.",
  },
  "/careers": {
    title: "Careers",
    description:
      "Join Nexaloom in Indore, Dewas or Delhi: open roles for developers, designers, data and cloud engineers. Apply online with your resume.",
  },
  "/blog": {
    title: "Blog",
    description:
      "Practical articles on web and mobile development, AI, cloud and product design from the engineers who build them.",
  },
  "/faq": {
    title: "Frequently Asked Questions",
    description:
      "Answers on pricing, timelines, security, technology and mobile apps: how we work, what it costs and what happens after launch.",
  },
  "/contact": {
    title: "Contact Us",
    description: `Tell us about your project: we reply within ${site.responseTime} on business days. Offices in Indore, Dewas and Delhi.`,
  },
  "/training": {
    title: "Training Programs",
    description:
      "Industry training in full-stack, AI/ML, mobile and cloud/DevOps with real projects, certification and a 95% placement record.",
  },
  "/internship": {
    title: "Paid Internships",
    description:
      "Paid 3-6 month internships in frontend, full-stack, AI/ML and cloud with a mentor, real client work and a route to a full-time offer.",
  },
  "/thank-you": {
    title: "Thank You",
    description: `Thanks for getting in touch. Our team will reply ${site.replyWithin}.`,
    noindex: true,
  },
  "/privacy": {
    title: "Privacy Notice",
    description:
      "What each Nexaloom form collects and why, how long we keep it, who receives it, and how to access, correct or erase your data or complain.",
  },
  "/supportcenter": {
    title: "Support Center",
    description:
      "Help for Nexaloom clients: knowledge base, e-mail and phone support and live chat, with answers to common support questions.",
  },
} as const satisfies Record<string, RouteInfo>;

export type RoutePath = keyof typeof routes;

/** A call to action: its words and the page it leads to. */
export type Cta = {
  label: string;
  href: RoutePath;
  /** Heard only by screen readers after the label, when the label alone does not say where it goes. */
  srContext?: string;
};
