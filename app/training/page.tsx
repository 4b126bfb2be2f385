import { SvgIcon } from "@/components/ui/svg-icon";
import { IconByKey } from "@/components/ui/icon-by-key";
import { CheckCircle2 } from "lucide-react";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat";
import { trainingPage as copy } from "@/content/pages/training";
import { trainingPrograms, trainingReasons, trainingStats } from "@/content/training";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/training");

export default function TrainingPage() {
  return (
    <>
      <RouteBreadcrumbs path="/training" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <StatGrid stats={trainingStats} tone="dark" className="mt-12" />
      </PageHero>
      <Section id="programs" title={copy.programsTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {trainingPrograms.map(({ icon, ...program }) => (
            <Card as="li" key={program.title} className="flex flex-col">
              <div className="flex items-start justify-between gap-4">
                <span className="tile">
                  <IconByKey name={icon} className="size-6" />
                </span>
                <p className="text-right">
                  <span className="block font-display text-3xl font-bold text-ink-900">{program.price}</span>
                  <span className="text-xs text-ink-600">{copy.program.priceNote}</span>
                </p>
              </div>
              <h3 className="mt-4 text-h3 font-semibold">{program.title}</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge tone="brand">{program.duration}</Badge>
                <Badge tone="neutral">{program.level}</Badge>
                <Badge tone="accent">{copy.program.placement(program.placementRate)}</Badge>
              </div>
              <p className="mt-4 leading-7 text-ink-700">{program.description}</p>
              <ul className="mt-4 grid gap-1.5 text-sm text-ink-700 sm:grid-cols-2">
                {program.skills.map((skill) => (
                  <li key={skill} className="flex gap-2">
                    <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {skill}
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-ink-200 pt-4 text-sm text-ink-700">
                {copy.program.certification}
                <span className="font-semibold text-ink-900">{program.certification}</span>
              </p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="why" tone="muted" title={copy.reasonsTitle}>
        <IconCardGrid items={trainingReasons} columns={4} />
      </Section>
      <Section id="apply" title={copy.apply.title} lead={copy.apply.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="training" />
        </div>
      </Section>
    </>
  );
}
