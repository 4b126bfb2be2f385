import { FaqBrowser } from "@/components/company/faq-browser";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/ui/section";
import { faqs } from "@/content/faq";
import { faqPage as copy } from "@/content/pages/faq";
import { pageMetadata } from "@/lib/metadata";
import { faqPageJsonLd } from "@/lib/seo/json-ld";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/faq");

export default function FaqPage() {
  return (
    <>
      <RouteBreadcrumbs path="/faq" />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="questions" title={copy.questionsTitle} className="!pt-12">
        <FaqBrowser items={faqs} />
      </Section>
      <Section id="ask" tone="muted" title={copy.ask.title} lead={copy.ask.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="faq" />
        </div>
      </Section>
    </>
  );
}
