import type { ReactNode } from "react";
import { FormUses } from "@/components/privacy/form-uses";
import { PageHero } from "@/components/sections/page-hero";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";
import { each } from "@/components/ui/each";
import { Section } from "@/components/ui/section";
import { privacyPage as copy } from "@/content/privacy";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/privacy");

/** A band of the notice: its heading on the left like a document's, its text at reading width. */
function Part({ id, title, tone, children }: { id: string; title: string; tone?: "muted"; children: ReactNode }) {
  return (
    <Section id={id} title={title} tone={tone} align="left">
      <div className="max-w-3xl space-y-4 leading-7 text-ink-700">{children}</div>
    </Section>
  );
}

const paragraphs = (texts: readonly string[]) => each(texts, (text) => <p>{text}</p>);

export default function PrivacyPage() {
  return (
    <>
      <RouteBreadcrumbs path="/privacy" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Part id="who-we-are" title={copy.controller.title}>
        {paragraphs(copy.controller.paragraphs)}
      </Part>
      <Section id="forms" tone="muted" align="left" title={copy.forms.title} lead={copy.forms.lead}>
        <FormUses />
      </Section>
      <Part id="retention" title={copy.retention.title}>
        <ul className="divide-y divide-ink-200 rounded-card ring-1 ring-ink-200">
          {each(copy.retention.rows, (row) => (
            <li className="flex justify-between gap-6 px-5 py-3">
              <span>{row.label}</span>
              <span className="shrink-0 font-semibold text-ink-900">
                {row.months} {copy.retention.unit}
              </span>
            </li>
          ))}
        </ul>
        <p>{copy.retention.note}</p>
      </Part>
      <Part id="recipients" title={copy.recipients.title} tone="muted">
        <ul className="list-disc space-y-2 pl-5">
          {each(copy.recipients.items, (item) => (
            <li>{item}</li>
          ))}
        </ul>
      </Part>
      <Part id="consent" title={copy.consent.title}>
        {paragraphs(copy.consent.paragraphs)}
      </Part>
      <Part id="under-18" title={copy.minors.title} tone="muted">
        {paragraphs(copy.minors.paragraphs)}
      </Part>
      <Part id="rights" title={copy.rights.title}>
        <p>{copy.rights.lead}</p>
        <ul className="list-disc space-y-2 pl-5">
          {each(copy.rights.items, (right) => (
            <li>
              <strong className="text-ink-900">{right.name}:</strong> {right.text}
            </li>
          ))}
        </ul>
        <p>{copy.rights.gdpr}</p>
      </Part>
      <Part id="grievance" title={copy.contact.title} tone="muted">
        <p>{copy.contact.lead}</p>
        <address className="not-italic">
          {each(copy.contact.officer, (line) => (
            <span className="block">{line}</span>
          ))}
          <a
            href={`mailto:${copy.contact.email}`}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {copy.contact.email}
          </a>
        </address>
        {paragraphs(copy.contact.paragraphs)}
      </Part>
    </>
  );
}
