import { SvgIcon } from "@/components/ui/svg-icon";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { MetricList, StatGrid } from "@/components/ui/stat";
import { showcasePage as copy } from "@/content/pages/showcase";
import type { Showcase, ShowcaseProject } from "@/content/showcases";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

function ShowcaseProjectCard({ project }: { project: ShowcaseProject }) {
  return (
    <Card as="article" className="flex w-full flex-col">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{project.category}</Badge>
        {project.industry && <Badge tone="accent">{project.industry}</Badge>}
        {project.platforms?.map((platform) => (
          <Badge key={platform} tone="neutral">
            {platform}
          </Badge>
        ))}
      </div>
      <h3 className="mt-4 text-h3 font-semibold">{project.title}</h3>
      <p className="mt-2 text-sm leading-6 text-ink-700">{project.description}</p>
      {project.impact && (
        <p className="mt-3 rounded-xl bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-800">
          {copy.project.impact}
          {project.impact}
        </p>
      )}
      <h4 className="mt-5 text-sm font-semibold text-ink-900">{copy.project.features}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
        {project.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">{copy.project.technology}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {project.tech.map((tech) => (
          <li key={tech} className="chip">
            {tech}
          </li>
        ))}
      </ul>
      <MetricList metrics={project.metrics} />
      {project.caseStudy && (
        <LinkButton href={project.caseStudy} variant="ghost" className="mt-5 self-start px-0">
          {copy.project.caseStudy} <span className="sr-only">: {project.title}</span>
          <SvgIcon icon={ArrowRight} className="size-4" />
        </LinkButton>
      )}
    </Card>
  );
}

/** Every portfolio showcase page: the same parts, each shown when its data is there. */
export function ShowcaseLayout({ showcase }: { showcase: Showcase }) {
  return (
    <>
      <RouteBreadcrumbs path={showcase.path} />
      <PageHero
        eyebrow={showcase.eyebrow}
        title={showcase.title}
        lead={showcase.lead}
        actions={
          <>
            <LinkButton href={copy.heroActions.start.href} size="lg">
              {copy.heroActions.start.label}
            </LinkButton>
            <LinkButton href={copy.heroActions.allProjects.href} size="lg" variant="light">
              {copy.heroActions.allProjects.label}
            </LinkButton>
          </>
        }
      >
        {showcase.stats && <StatGrid stats={showcase.stats} tone="dark" className="mt-12" />}
      </PageHero>
      {showcase.capabilities && (
        <Section id="capabilities" title={showcase.capabilitiesTitle} tone="muted">
          <IconCardGrid items={showcase.capabilities} columns={4} />
        </Section>
      )}
      <Section id="projects" title={showcase.projectsTitle}>
        <ul className={`grid gap-6 md:grid-cols-2 ${showcase.projects.length === 3 ? "lg:grid-cols-3" : ""}`}>
          {showcase.projects.map((project) => (
            <li key={project.title} className="flex">
              <ShowcaseProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      {showcase.industries && (
        <Section id="industries" title={copy.industriesTitle} tone="muted">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {showcase.industries.map((industry) => (
              <Card as="li" key={industry.name} className="flex items-center justify-between">
                <span className="font-semibold text-ink-900">{industry.name}</span>
                <Badge tone="brand">{copy.industryProjects(industry.projects)}</Badge>
              </Card>
            ))}
          </ul>
        </Section>
      )}
      {showcase.clients && (
        <Section id="clients" title={copy.clientsTitle} tone="muted">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {showcase.clients.map((client) => (
              <Card as="li" key={client} className="text-center font-semibold text-ink-800">
                {client}
              </Card>
            ))}
          </ul>
        </Section>
      )}
      {showcase.benefits && (
        <Section id="benefits" title={copy.benefitsTitle}>
          <IconCardGrid items={showcase.benefits} columns={4} />
        </Section>
      )}
      {showcase.process && (
        <Section id="process" title={copy.processTitle} tone="dark">
          <ProcessSteps steps={showcase.process} tone="dark" />
        </Section>
      )}
      <Section id="next" title={copy.closing.title} lead={copy.closing.lead}>
        <div className="flex flex-wrap justify-center gap-3">
          <LinkButton href={copy.closing.actions.start.href} size="lg">
            {copy.closing.actions.start.label}
          </LinkButton>
          <LinkButton href={copy.closing.actions.allProjects.href} size="lg" variant="outline">
            {copy.closing.actions.allProjects.label}
          </LinkButton>
          <LinkButton href={copy.closing.actions.services.href} size="lg" variant="outline">
            {copy.closing.actions.services.label}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
