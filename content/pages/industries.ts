import { countWord } from "../count-words";
import { industryCards } from "../industry-details";
import type { Cta } from "../routes";

/** The words around /industries's cards; the cards and statistics are in content/industry-details.ts. */
export const industriesPage = {
  hero: {
    eyebrow: "Industries",
    title: "Deep domain knowledge, delivered as software",
    lead: `Regulations, integrations and user habits differ by industry. We have shipped in 50+ of them, and these ${countWord(industryCards.length)} are where most of our work happens.`,
  },
  cardsTitle: "Industries we serve",
  cardAction: { label: "Explore Solutions", href: "/contact" } satisfies Cta,
  /** Screen readers hear which industry each Explore Solutions link is for. */
  cardActionContext: (industry: string) => `for ${industry}`,
  closing: {
    title: "Don't see your industry?",
    lead: "We have delivered in 50+ industries. Tell us about yours.",
    action: { label: "Discuss Your Industry", href: "/contact" } satisfies Cta,
  },
};
