import { countWordCapitalized } from "../count-words";
import { servicesOverview } from "../services-overview";
import { site } from "../site";

/** The words around /services's cards; the cards are in content/services-overview.ts. */
export const servicesPage = {
  hero: {
    eyebrow: "Services",
    title: "End-to-end software services, from first idea to 24/7 support",
    lead: `${countWordCapitalized(servicesOverview.length)} service lines, each led by a practice head with years of delivery behind them. Pick one, or let us put together the team your project needs.`,
  },
  cardsTitle: "What we offer",
  comingSoonNote: "The detail page for this service is coming soon; ask us about it through the enquiry form below.",
  learnMore: "Learn More",
  /** Screen readers hear which service each Learn More link is about. */
  learnMoreContext: (service: string) => `about ${service}`,
  comingSoon: "Coming Soon",
  enquiry: {
    title: "Send us an enquiry",
    lead: `Tell us which service you need; our team replies within ${site.responseTime} on business days.`,
  },
};

/** The words every service detail page shares: the back link above its hero and a case's labels. */
export const servicePageCopy = { back: "Back to Services", challenge: "Challenge: ", solution: "Solution: " };
