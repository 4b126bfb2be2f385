import { IconByKey } from "@/components/ui/icon-by-key";
import { PageHero } from "@/components/sections/page-hero";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { supportPage as copy } from "@/content/pages/supportcenter";
import { supportChannels, supportFaqs } from "@/content/support";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/supportcenter");

export default function SupportCenterPage() {
  return (
    <>
      <RouteBreadcrumbs path="/supportcenter" />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
      <Section id="channels" title={copy.channelsTitle} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {supportChannels.map((channel) => (
            <Card as="li" key={channel.title} className="flex flex-col">
              <span className="tile">
                <IconByKey name={channel.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-h3 font-semibold">{channel.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-ink-600">{channel.description}</p>
              <p className="mt-4 font-semibold text-ink-900">{channel.detail}</p>
              <p className="text-sm text-ink-600">{channel.note}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="support-faq" title={copy.faqTitle}>
        <div className="mx-auto max-w-3xl space-y-4">
          {supportFaqs.map((faq) => (
            <Card as="article" key={faq.question}>
              <h3 className="text-h3 font-semibold">{faq.question}</h3>
              <p className="mt-3 leading-7 text-ink-600">{faq.answer}</p>
            </Card>
          ))}
        </div>
        <p className="mt-12 text-center">
          <LinkButton href={copy.action.href} size="lg">
            {copy.action.label}
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
