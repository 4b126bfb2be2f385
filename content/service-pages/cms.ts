import type { ServicePage } from "./types";

export const cms: ServicePage = {
  path: "/services/cms",
  eyebrow: "CMS development",
  title: "Content management your marketing team can run alone",
  lead: "Classic and headless CMS builds with editorial workflows, previews and roles, and migrations that keep every URL and ranking.",
  back: true,
  actions: [{ label: "Plan Your CMS", href: "/contact" }],
  sections: [
    {
      kind: "cards",
      id: "cms-services",
      title: "CMS services",
      columns: 4,
      items: [
        {
          title: "Custom CMS websites",
          description: "Themes and blocks designed for your brand and content types.",
          icon: "layout-template",
        },
        {
          title: "Headless CMS",
          description: "Content APIs feeding web, app and kiosk from one place.",
          icon: "newspaper",
        },
        {
          title: "CMS migration",
          description: "Content, media and redirects moved without losing rankings.",
          icon: "arrow-right-left",
        },
        {
          title: "Plugins & integrations",
          description: "CRM, marketing automation and search connected to your CMS.",
          icon: "puzzle",
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our 6-step CMS process",
      steps: [
        { title: "Content audit", description: "Inventory of pages, media and what performs." },
        { title: "Content model", description: "Types, fields and relationships agreed with editors." },
        { title: "Design", description: "Page templates and reusable blocks." },
        { title: "Build", description: "Theme or front end, roles and workflows." },
        { title: "Migrate", description: "Content moved and every old URL redirected." },
        { title: "Train", description: "Editor training and a written playbook." },
      ],
    },
    {
      kind: "tags",
      id: "tools",
      title: "Platforms we work with",
      items: ["WordPress", "Strapi", "Contentful", "Sanity", "Drupal", "Webflow"],
    },
  ],
  cta: {
    title: "Publishing should not need a developer",
    lead: "Tell us what your editors struggle with today.",
    actions: [{ label: "Talk to Us", href: "/contact" }],
  },
};
