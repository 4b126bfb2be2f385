import { SvgIcon } from "@/components/ui/svg-icon";
import { IconByKey } from "@/components/ui/icon-by-key";
import { CheckCircle2 } from "lucide-react";
import { ApplyForPosition } from "@/components/company/apply-for-position";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { StatGrid } from "@/components/ui/stat";
import { fieldId, formCopy } from "@/content/forms";
import { generalRequirements, internshipBenefits, internshipRoles, internshipStats } from "@/content/internships";
import { internshipPage as copy } from "@/content/pages/internship";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/internship");

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h4 className="mt-5 text-sm font-semibold text-ink-900">{title}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-ink-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <SvgIcon icon={CheckCircle2} className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function InternshipPage() {
  return (
    <>
      <RouteBreadcrumbs path="/internship" />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        actions={
          <>
            <LinkButton href={copy.hero.actions.openings.href} size="lg">
              {copy.hero.actions.openings.label}
            </LinkButton>
            <LinkButton href={copy.hero.actions.interview.href} size="lg" variant="light">
              {copy.hero.actions.interview.label}
            </LinkButton>
          </>
        }
      >
        <StatGrid stats={internshipStats} tone="dark" className="mt-12" />
      </PageHero>
      <Section id="openings" title={copy.openingsTitle} className="scroll-mt-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {internshipRoles.map(({ icon, ...role }) => (
            <Card as="li" key={role.id} className="flex flex-col">
              <div className="flex items-start justify-between gap-4">
                <span className="tile">
                  <IconByKey name={icon} className="size-6" />
                </span>
                <Badge tone="accent">{role.stipend}</Badge>
              </div>
              <p className="mt-4 text-sm font-medium text-ink-600">{role.type}</p>
              <h3 className="mt-1 text-h3 font-semibold">{role.title}</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge tone="brand">{role.duration}</Badge>
                <Badge tone="neutral">{copy.role.openings(role.openings)}</Badge>
              </div>
              <p className="mt-4 leading-7 text-ink-700">{role.description}</p>
              <List title={copy.role.requirements} items={role.requirements} />
              <List title={copy.role.responsibilities} items={role.responsibilities} />
              <p className="mt-5 flex-1 text-sm text-ink-700">
                <span className="font-semibold text-ink-900">{copy.role.mentorship}</span>
                {role.mentorship}
              </p>
              <div className="mt-6">
                <ApplyForPosition
                  position={role.id}
                  title={role.title}
                  selectId={fieldId(formCopy.internship, "position")}
                />
              </div>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="benefits" tone="muted" title={copy.benefitsTitle}>
        <IconCardGrid items={internshipBenefits} />
      </Section>
      <Section id="requirements" title={copy.requirementsTitle}>
        <ul className="mx-auto max-w-3xl space-y-3">
          {generalRequirements.map((requirement) => (
            <li key={requirement} className="flex gap-3 leading-7 text-ink-700">
              <SvgIcon icon={CheckCircle2} className="mt-1 size-5 shrink-0 text-brand-600" />
              {requirement}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="apply" tone="muted" title={copy.apply.title} lead={copy.apply.lead} className="scroll-mt-16">
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="internship" />
        </div>
      </Section>
    </>
  );
}
