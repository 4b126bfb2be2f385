import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

export type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Links or buttons under the lead. */
  actions?: ReactNode;
  /** Shown above the eyebrow, e.g. a Back to Services link. */
  back?: ReactNode;
  children?: ReactNode;
};

/**
 * The dark banner that opens every inner page with its h1. Client components (the error pages) render it
 * bare; pages render PageHero, which links the rest of the stylesheet after it.
 */
export function PageHeroBand({ eyebrow, title, lead, actions, back, children }: PageHeroProps) {
  return (
    <section className="hero-band">
      <div aria-hidden className="absolute inset-0 bg-grid-fade" />
      <div aria-hidden className="hero-glow" />
      <Container className="relative">
        <div className="max-w-3xl">
          {back && <div className="mb-6">{back}</div>}
          {eyebrow && <p className="eyebrow mb-4 text-accent-300">{eyebrow}</p>}
          <h1 className="text-h1 font-bold text-white">{title}</h1>
          {lead && <p className="mt-6 text-lead text-ink-300">{lead}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}
