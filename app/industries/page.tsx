import { SvgIcon } from "@/components/ui/svg-icon";
import { IconByKey } from "@/components/ui/icon-by-key";
import { CheckCircle2 } from "lucide-react";
import { ClosingCall } from "@/components/sections/closing-call";
import { PageHero } from "@/components/sections/page-hero";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat";
import { industryCards, industryStats } from "@/content/industry-details";
import { industriesPage as copy } from "@/content/pages/industries";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/industries");

export default function IndustriesPage() {
  return (
    <>
      <RouteBreadcrumbs path="/industries" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <StatGrid stats={industryStats} tone="dark" className="mt-12" />
      </PageHero>
      <Section id="industries" tone="muted" title={copy.cardsTitle}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {industryCards.map(({ icon, ...industry }) => (
            <Card as="li" key={industry.name} className="flex flex-col">
              <div className="flex items-start justify-between gap-3">
                <span className="tile">
                  <IconByKey name={icon} className="size-6" />
                </span>
                <Badge tone="accent">{industry.stat}</Badge>
              </div>
              <h3 className="mt-4 text-h3 font-semibold">{industry.name}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-700">{industry.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-ink-700">
                {industry.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <LinkButton href={copy.cardAction.href} variant="outline" className="mt-6 self-start">
                {copy.cardAction.label}
                <span className="sr-only"> {copy.cardActionContext(industry.name)}</span>
              </LinkButton>
            </Card>
          ))}
        </ul>
      </Section>
      <ClosingCall id="discuss" tone="dark" copy={copy.closing} />
    </>
  );
}
