import type { Metadata } from "next";
import { SvgIcon } from "@/components/ui/svg-icon";
import { notFound } from "next/navigation";
import { ArrowLeft, CheckCircle2 } from "lucide-react";
import Image from "next/image";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat";
import { caseStudies, findCaseStudy } from "@/content/case-studies";
import { caseStudyPage as copy } from "@/content/pages/case-study";
import { projectImageAlt, projects } from "@/content/portfolio";
import { shareMetadata, siteUrl } from "@/lib/metadata";
import { breadcrumbJsonLd } from "@/lib/seo/breadcrumbs";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return caseStudies.map((study) => ({ slug: study.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const study = findCaseStudy((await params).slug);
  if (!study) return {};
  const path = `/portfolio/case-studies/${study.slug}`;
  return {
    title: copy.metaTitle(study.client),
    description: study.summary,
    alternates: { canonical: path },
    ...shareMetadata({ title: study.title, description: study.summary, path, type: "article" }),
  };
}

export default async function CaseStudyPage({ params }: Props) {
  const study = findCaseStudy((await params).slug);
  if (!study) notFound();
  const project = projects.find((item) => item.id === study.projectId);
  const path = `/portfolio/case-studies/${study.slug}`;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: "Home", path: "/" },
            { name: "Portfolio", path: "/portfolio" },
            { name: study.client, path },
          ],
          siteUrl().origin,
        )}
      />
      <PageHero
        back={
          <HoverPrefetchLink
            href="/portfolio"
            className="inline-flex items-center gap-2 text-sm font-semibold text-accent-200 hover:text-white"
          >
            <SvgIcon icon={ArrowLeft} className="size-4" /> {copy.back}
          </HoverPrefetchLink>
        }
        eyebrow={copy.eyebrow(study.industry)}
        title={study.title}
        lead={study.summary}
      >
        <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4 text-sm">
          {[
            [copy.facts.client, study.client],
            [copy.facts.industry, study.industry],
            [copy.facts.timeframe, study.timeframe],
            [copy.facts.teamSize, copy.teamSize(study.teamSize)],
          ].map(([term, value]) => (
            <div key={term}>
              <dt className="text-ink-400">{term}</dt>
              <dd className="font-semibold text-white">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <Section id="results" title={copy.resultsTitle} tone="muted">
        <StatGrid stats={study.results} />
      </Section>
      <Section id="story" align="left">
        <div className="grid gap-12 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <h2 className="text-h2 font-bold">{copy.challengeTitle}</h2>
            <p className="mt-4 leading-7 text-ink-700">{study.challenge}</p>
            <h2 className="mt-12 text-h2 font-bold">{copy.solutionTitle}</h2>
            <ul className="mt-4 space-y-3">
              {study.solution.map((step) => (
                <li key={step} className="flex gap-3 leading-7 text-ink-700">
                  <SvgIcon icon={CheckCircle2} className="mt-1.5 size-5 shrink-0 text-brand-600" />
                  {step}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-6">
            {project && (
              <Image
                src={project.image}
                alt={projectImageAlt(project.title)}
                width={800}
                height={500}
                className="w-full rounded-card shadow-card"
              />
            )}
            <Card>
              <h2 className="text-h3 font-semibold">{copy.technologiesTitle}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {study.technologies.map((technology) => (
                  <li key={technology}>
                    <Badge tone="neutral">{technology}</Badge>
                  </li>
                ))}
              </ul>
            </Card>
            {"quote" in study && study.quote && (
              <figure className="rounded-card bg-ink-950 p-6 text-ink-200">
                <blockquote className="text-lg leading-8 text-white">“{study.quote.text}”</blockquote>
                <figcaption className="mt-4 text-sm text-ink-300">{study.quote.author}</figcaption>
              </figure>
            )}
          </div>
        </div>
      </Section>
      <Section id="next" tone="dark" title={copy.closing.title} lead={copy.closing.lead}>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton href={copy.closing.talk.href} size="lg">
            {copy.closing.talk.label}
          </LinkButton>
          <LinkButton href={copy.closing.moreProjects.href} size="lg" variant="light">
            {copy.closing.moreProjects.label}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
