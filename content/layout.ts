import { site } from "./site";

/** The words of the frame every page shares: skip link and footer (the menus' are in content/menu-labels.ts). */
export const layoutCopy = {
  skipLink: "Skip to main content",
  footer: {
    about: `${site.legalName} builds software, AI and cloud products for clients in 50+ industries from offices in Indore, Dewas and Delhi.`,
    rights: "All rights reserved.",
    comingSoon: "Social profiles and the other legal pages are coming soon.",
    columnLabel: (column: string) => `Footer ${column}`,
  },
};
