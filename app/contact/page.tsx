import { ContactCards } from "@/components/company/contact-cards";
import { HtmlForm } from "@/components/forms/html-form";
import { PageHero } from "@/components/sections/page-hero";
import { IconCardGrid } from "@/components/sections/icon-card-grid";
import { Card } from "@/components/ui/card";
import { each } from "@/components/ui/each";
import { Section } from "@/components/ui/section";
import { contactFaqs, contactInfoCards, contactPage as copy } from "@/content/pages/contact";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/contact");

export default function ContactPage() {
  return (
    <>
      <RouteBreadcrumbs path="/contact" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="reach-us" tone="muted" title={copy.reachUsTitle}>
        <ContactCards />
      </Section>
      <Section id="enquiry" title={copy.enquiry.title} lead={copy.enquiry.lead}>
        <div className="mx-auto max-w-3xl rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10">
          <HtmlForm kind="contact" />
        </div>
      </Section>
      <Section id="what-to-expect" tone="muted" title={copy.expectTitle}>
        <IconCardGrid items={contactInfoCards} />
      </Section>
      <Section id="contact-faq" title={copy.faqTitle}>
        <div className="mx-auto max-w-3xl space-y-4">
          {each(contactFaqs, (faq) => (
            <Card as="article">
              <h3 className="text-h3 font-semibold">{faq.question}</h3>
              <p className="mt-3 leading-7 text-ink-700">{faq.answer}</p>
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}
