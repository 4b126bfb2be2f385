import { FaqBrowser } from "@/components/company/faq-browser";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { Section } from "@/components/ui/section";
import { faqs } from "@/content/faq";
import { pageMetadata } from "@/lib/metadata";
import { faqPageJsonLd } from "@/lib/seo/json-ld";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/faq");

export default function FaqPage() {
  return (
    <>
      <RouteBreadcrumbs path="/faq" />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Pricing, timelines, security, technology and mobile apps: the questions clients ask us most, answered plainly."
      />
      <Section id="questions" title="Find an answer" className="!pt-12">
        <FaqBrowser items={faqs} />
      </Section>
      <Section id="ask" tone="muted" title="Still Have Questions?" lead="Ask us directly; we answer by e-mail within 24 hours.">
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="faq" />
        </div>
      </Section>
    </>
  );
}
