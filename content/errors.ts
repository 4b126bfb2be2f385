/** What a visitor reads when a page fails on the server (app/error.tsx and app/global-error.tsx). */
export const errorPage = {
  metaTitle: "Something went wrong",
  eyebrow: "Error",
  title: "Something went wrong on our side",
  lead: "This page could not be shown just now. Try again in a moment, or pick up from the home page. If it keeps happening, tell us and we will look into it.",
  retry: "Try again",
  home: { label: "Go to the home page", href: "/" },
  contact: { label: "Contact our team", href: "/contact" },
};
