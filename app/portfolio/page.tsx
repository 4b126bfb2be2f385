import { PortfolioBrowser } from "@/components/portfolio/portfolio-browser";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { projects } from "@/content/portfolio";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/portfolio");

export default function PortfolioPage() {
  return (
    <>
      <RouteBreadcrumbs path="/portfolio" />
      <PageHero
        eyebrow="Portfolio"
        title="18 products we designed, built and still support"
        lead="Web platforms, mobile apps, AI systems, enterprise software and online stores for clients from Indore to London. Search by name or technology."
      />
      <Section id="projects" title="All projects" className="!pt-12">
        <PortfolioBrowser projects={projects} />
      </Section>
      <Section id="start" tone="dark" title="Your project could be next" lead="Tell us what you are building. We reply within 2-4 hours on business days with questions or a first estimate.">
        <p className="text-center">
          <LinkButton href="/contact" size="lg">Start Your Project</LinkButton>
        </p>
      </Section>
    </>
  );
}
