import { SvgIcon } from "@/components/ui/svg-icon";
import { IconByKey } from "@/components/ui/icon-by-key";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { each } from "@/components/ui/each";
import { Section } from "@/components/ui/section";
import { MetricList, StatGrid } from "@/components/ui/stat";
import { servicePageCopy } from "@/content/pages/services";
import type { Action, ServicePage, ServiceSection } from "@/content/service-pages/types";
import { serviceJsonLd } from "@/lib/seo/json-ld";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

function Actions({ actions }: { actions: Action[] }) {
  return each(actions, (action) => (
    <LinkButton href={action.href} size="lg" variant={action.variant ?? "primary"}>
      {action.label}
    </LinkButton>
  ));
}

function SectionBody({ section }: { section: ServiceSection }) {
  switch (section.kind) {
    case "tags":
      // A grid, not a wrapping row: a tag's cell is sized by its column, not by its text, so the swap from
      // a fallback face to the web font (a few pixels a word) cannot move a tag to another row. Lists with a
      // long name get fewer, wider columns.
      return (
        <ul
          className={`grid gap-3 text-center ${section.items.some((item) => item.length > 12) ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-3 sm:grid-cols-4 lg:grid-cols-6"}`}
        >
          {each(section.items, (item) => (
            <li className="pill px-2 whitespace-nowrap">{item}</li>
          ))}
        </ul>
      );
    case "process":
      return <ProcessSteps steps={section.steps} />;
    case "cards":
      return (
        <ul className={`grid gap-5 sm:grid-cols-2 ${section.columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {each(section.items, ({ icon, ...item }) => (
            <Card as="li">
              {icon && (
                <span className="tile mb-4">
                  <IconByKey name={icon} className="size-6" />
                </span>
              )}
              <h3 className="text-h3 font-semibold">{item.title}</h3>
              <p className="note">{item.description}</p>
              {item.features && (
                <ul className="mt-4 space-y-1.5 text-sm text-ink-700">
                  {each(item.features, (feature) => (
                    <li className="flex gap-2">
                      <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </ul>
      );
    case "cases":
      return (
        <ul className={`grid gap-6 md:grid-cols-2 ${section.items.length === 3 ? "lg:grid-cols-3" : ""}`}>
          {each(section.items, (item) => (
            <Card as="li" className="flex flex-col">
              <div className="flex flex-wrap gap-2">
                {item.industry && <Badge tone="brand">{item.industry}</Badge>}
                {item.timeframe && <Badge tone="neutral">{item.timeframe}</Badge>}
              </div>
              <h3 className="mt-4 text-h3 font-semibold">{item.client}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-700">{item.description}</p>
              {item.challenge && (
                <p className="mt-3 text-sm leading-6 text-ink-700">
                  <span className="font-semibold text-ink-900">{servicePageCopy.challenge}</span>
                  {item.challenge}
                </p>
              )}
              {item.solution && (
                <p className="mt-2 text-sm leading-6 text-ink-700">
                  <span className="font-semibold text-ink-900">{servicePageCopy.solution}</span>
                  {item.solution}
                </p>
              )}
              <MetricList metrics={item.metrics} />
              {item.link && (
                <HoverPrefetchLink
                  href={item.link.href}
                  className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {item.link.label}
                  <span className="sr-only">{`: ${item.client}`}</span>
                  <SvgIcon icon={ArrowRight} className="size-4" />
                </HoverPrefetchLink>
              )}
            </Card>
          ))}
        </ul>
      );
  }
}

/** Every service page, full or short: hero, its sections in order, a closing call to action. */
export function ServicePageLayout({ page }: { page: ServicePage }) {
  return (
    <>
      <JsonLd data={serviceJsonLd({ name: page.title, description: page.lead, path: page.path })} />
      <RouteBreadcrumbs path={page.path} />
      <PageHero
        back={
          page.back && (
            <HoverPrefetchLink
              href="/services"
              className="inline-flex items-center gap-2 text-sm font-semibold text-accent-200 hover:text-white"
            >
              <SvgIcon icon={ArrowLeft} className="size-4" /> {servicePageCopy.back}
            </HoverPrefetchLink>
          )
        }
        eyebrow={page.eyebrow}
        title={page.title}
        lead={page.lead}
        actions={<Actions actions={page.actions} />}
      >
        {page.stats && <StatGrid stats={page.stats} tone="dark" className="mt-12" />}
      </PageHero>
      {each(page.sections, (section, index) => (
        <Section
          id={section.id}
          title={section.title}
          lead={"lead" in section ? section.lead : undefined}
          tone={index % 2 === 0 ? "muted" : "white"}
        >
          <SectionBody section={section} />
        </Section>
      ))}
      <Section id="get-started" tone="dark" title={page.cta.title} lead={page.cta.lead}>
        <div className="flex flex-wrap justify-center gap-3">
          <Actions
            actions={page.cta.actions.map((action) => ({
              ...action,
              variant: action.variant === "outline" ? "light" : action.variant,
            }))}
          />
        </div>
      </Section>
    </>
  );
}
