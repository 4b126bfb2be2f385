import { ContactCards } from "@/components/company/contact-cards";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { careersPage as copy } from "@/content/pages/careers";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/careers");

export default function CareersPage() {
  return (
    <>
      <RouteBreadcrumbs path="/careers" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="talk-to-hr" tone="muted" title={copy.hrTitle}>
        <ContactCards email={site.careersEmail} />
      </Section>
      <Section id="apply" title={copy.apply.title} lead={copy.apply.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="career" />
        </div>
      </Section>
    </>
  );
}
