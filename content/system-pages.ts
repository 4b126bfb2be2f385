import type { NavLink } from "./navigation";
import { site } from "./site";

export const notFoundPage = {
  metaTitle: "Page Not Found",
  metaDescription: "The page you are looking for does not exist.",
  eyebrow: "Error 404",
  title: "We couldn't find that page",
  lead: "The link may be out of date or the address mistyped. These pages are a good place to pick up from:",
  links: [
    { label: "Home", href: "/", description: "Start from the beginning" },
    { label: "Contact", href: "/contact", description: "Talk to our team" },
    { label: "Services", href: "/services", description: "What we build" },
    { label: "Portfolio", href: "/portfolio", description: "Work we have shipped" },
    { label: "About Us", href: "/aboutus", description: "Who we are" },
    { label: "FAQ", href: "/faq", description: "Common questions" },
  ] satisfies NavLink[],
  back: "Go Back",
  linksLabel: "Helpful pages",
  homeLink: "Back to the home page",
};

export const thankYouPage = {
  eyebrow: "Message received",
  title: "Thank you for reaching out",
  lead: `Your message is with our team. A specialist will reply ${site.replyWithin}, usually much sooner on business days.`,
  steps: [
    { title: "We read your message", text: "A project lead reviews what you sent and matches it to the right team." },
    {
      title: `We reply ${site.replyWithin}`,
      text: "Expect an e-mail with answers or a few questions to scope the work.",
    },
    { title: "We plan the next step", text: "If it fits, we book a free 30-minute call to talk through your goals." },
  ],
  stepsTitle: "What happens next",
  linksTitle: "While you wait",
  links: [
    { label: "Back to Home", href: "/" },
    { label: "Contact Us Again", href: "/contact" },
    { label: "View Our Portfolio", href: "/portfolio" },
    { label: "Explore Services", href: "/services" },
    { label: "Read the Blog", href: "/blog" },
  ] satisfies NavLink[],
};

/** The page a form posted without JavaScript gets back when the receiver refuses it, by HTTP status. */
export const formRefusalPage = {
  titles: {
    400: "Please check your answers",
    403: "This form can only be sent from our website",
    413: "Your submission is too large",
    415: "We could not accept that file",
    429: "Too many submissions",
    500: "We could not save your submission",
  } as Record<number, string>,
  fallbackTitle: "We could not accept your submission",
  problemsLead: "Nothing was sent. These answers need a change:",
  back: "Back to the form",
  backHint: "Your browser's Back button returns you to the form with everything you typed.",
  otherwise: "You can also reach us at",
};
