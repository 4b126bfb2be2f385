import { SvgIcon } from "@/components/ui/svg-icon";
import { CheckCircle2 } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat";
import { industryCards, industryStats } from "@/content/industry-details";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/industries");

export default function IndustriesPage() {
  return (
    <>
      <RouteBreadcrumbs path="/industries" />
      <PageHero
        eyebrow="Industries"
        title="Deep domain knowledge, delivered as software"
        lead="Regulations, integrations and user habits differ by industry. We have shipped in 50+ of them, and these six are where most of our work happens."
      >
        <StatGrid stats={industryStats} tone="dark" className="mt-12" />
      </PageHero>
      <Section id="industries" tone="muted" title="Industries we serve">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {industryCards.map(({ icon: Icon, ...industry }) => (
            <Card as="li" key={industry.name} className="flex flex-col">
              <div className="flex items-start justify-between gap-3">
                <span className="tile">
                  <SvgIcon icon={Icon} className="size-6" />
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
              <LinkButton href="/contact" variant="outline" className="mt-6 self-start">
                Explore Solutions<span className="sr-only"> for {industry.name}</span>
              </LinkButton>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="discuss" tone="dark" title="Don't see your industry?" lead="We have delivered in 50+ industries. Tell us about yours.">
        <p className="text-center">
          <LinkButton href="/contact" size="lg">Discuss Your Industry</LinkButton>
        </p>
      </Section>
    </>
  );
}
