import { SiteStylesheetLink } from "@/components/layout/site-stylesheet-link";
import { Container } from "@/components/ui/container";
import { LinkButton } from "@/components/ui/link-button";
import { StatGrid } from "@/components/ui/stat";
import { homeHero } from "@/content/home";
import { DeferredHeroParallax } from "./deferred-hero-parallax";
import { HeroVisual } from "./hero-visual";

/** The home page's first screen, then the link to the rest of the stylesheet. */
export function Hero() {
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-ink-950 pt-16 pb-20 text-ink-200 sm:pt-24"
      >
        <div aria-hidden className="absolute inset-0 bg-grid-fade" />
        <DeferredHeroParallax />
        <Container className="relative">
          <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="mb-5 inline-flex rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-accent-200">
                {homeHero.eyebrow}
              </p>
              <h1 id="hero-title" className="font-sans text-display font-bold text-white">
                {homeHero.title}
              </h1>
              <p className="mt-6 max-w-xl text-lead text-ink-300">{homeHero.lead}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <LinkButton href={homeHero.primary.href} size="lg">
                  {homeHero.primary.label}
                </LinkButton>
                <LinkButton href={homeHero.secondary.href} size="lg" variant="light">
                  {homeHero.secondary.label}
                </LinkButton>
              </div>
            </div>
            <div className="mx-auto w-full max-w-lg">
              <HeroVisual />
            </div>
          </div>
          <StatGrid stats={homeHero.stats} tone="dark" className="mt-16" />
        </Container>
      </section>
      <SiteStylesheetLink />
    </>
  );
}
