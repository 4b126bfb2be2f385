import { SvgIcon } from "@/components/ui/svg-icon";
import { IconByKey } from "@/components/ui/icon-by-key";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { servicesPage as copy } from "@/content/pages/services";
import { servicesOverview } from "@/content/services-overview";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/services");

export default function ServicesPage() {
  return (
    <>
      <RouteBreadcrumbs path="/services" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="services" tone="muted" title={copy.cardsTitle}>
        <p id="coming-soon-note" className="sr-only">
          {copy.comingSoonNote}
        </p>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {servicesOverview.map(({ icon, ...service }) => (
            <Card as="li" key={service.title} className="flex flex-col">
              <span className="tile">
                <IconByKey name={icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-h3 font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-700">{service.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-ink-700">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-6">
                {service.href ? (
                  <LinkButton href={service.href} variant="secondary">
                    {copy.learnMore}
                    <span className="sr-only"> {copy.learnMoreContext(service.title)}</span>
                    <SvgIcon icon={ArrowRight} className="size-4" />
                  </LinkButton>
                ) : (
                  <Button variant="outline" disabled aria-describedby="coming-soon-note">
                    {copy.comingSoon}
                  </Button>
                )}
              </div>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="enquiry" title={copy.enquiry.title} lead={copy.enquiry.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="services" />
        </div>
      </Section>
    </>
  );
}
