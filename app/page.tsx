import { About } from "@/components/home/about";
import { BusinessHours } from "@/components/company/business-hours";
import { HtmlForm } from "@/components/forms/html-form";
import { Hero } from "@/components/home/hero";
import { Innovation } from "@/components/home/innovation";
import { LogoStrip } from "@/components/home/logo-strip";
import { PortfolioFilter } from "@/components/home/portfolio-filter";
import { TestimonialCarousel } from "@/components/home/testimonial-carousel";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { ProcessSteps } from "@/components/sections/process-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { clientLogos } from "@/content/clients";
import { homeSections } from "@/content/home";
import { industries } from "@/content/industries";
import { processSteps } from "@/content/process";
import { featuredServices } from "@/content/services";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/seo/json-ld";

export const metadata = pageMetadata("/");

export default function HomePage() {
  const {
    services,
    portfolio,
    process,
    industries: industriesCopy,
    testimonials: testimonialsCopy,
    contact,
  } = homeSections;
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero />
      <Innovation />
      <About />
      <Section id="services" tone="muted" eyebrow={services.eyebrow} title={services.title} lead={services.lead}>
        <IconCardGrid
          items={featuredServices.map((service) => ({
            title: service.title,
            description: service.short,
            icon: service.icon,
          }))}
        />
        <p className="mt-10 text-center">
          <LinkButton href={services.cta.href} size="lg" variant="secondary">
            {services.cta.label}
            <span className="sr-only">{` ${services.cta.srContext}`}</span>
          </LinkButton>
        </p>
      </Section>
      <Section id="portfolio" eyebrow={portfolio.eyebrow} title={portfolio.title} lead={portfolio.lead}>
        <PortfolioFilter />
      </Section>
      <Section id="process" tone="dark" eyebrow={process.eyebrow} title={process.title} lead={process.lead}>
        <ProcessSteps steps={processSteps} tone="dark" />
      </Section>
      <Section id="industries" eyebrow={industriesCopy.eyebrow} title={industriesCopy.title} lead={industriesCopy.lead}>
        <IconCardGrid
          items={industries.map((industry) => ({
            title: industry.name,
            description: industry.description,
            icon: industry.icon,
          }))}
          columns={4}
          compact
        />
      </Section>
      <Section
        id="testimonials"
        tone="muted"
        eyebrow={testimonialsCopy.eyebrow}
        title={testimonialsCopy.title}
        lead={testimonialsCopy.lead}
      >
        <TestimonialCarousel />
        <LogoStrip logos={clientLogos} />
      </Section>
      <Section id="contact" eyebrow={contact.eyebrow} title={contact.title} lead={contact.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="home" />
        </div>
        <BusinessHours
          className="mx-auto mt-8 max-w-3xl text-center text-sm text-ink-700"
          titleClassName="font-semibold text-ink-900"
          listClassName="mt-2 flex flex-wrap justify-center gap-x-8 gap-y-1"
        />
      </Section>
    </>
  );
}
