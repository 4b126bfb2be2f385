import { PortfolioBrowser } from "@/components/portfolio/portfolio-browser";
import { ClosingCall } from "@/components/sections/closing-call";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { portfolioPage as copy } from "@/content/pages/portfolio";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/portfolio");

export default function PortfolioPage() {
  return (
    <>
      <RouteBreadcrumbs path="/portfolio" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="projects" title={copy.projectsTitle} className="!pt-12">
        <PortfolioBrowser />
      </Section>
      <ClosingCall id="start" tone="dark" copy={copy.closing} />
    </>
  );
}
