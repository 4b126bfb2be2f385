import { SvgIcon } from "@/components/ui/svg-icon";
import { CheckCircle2 } from "lucide-react";
import { PageHero } from "@/components/sections/page-hero";
import { Card } from "@/components/ui/card";
import { LinkButton } from "@/components/ui/link-button";
import { Section } from "@/components/ui/section";
import { thankYouPage } from "@/content/system-pages";
import { pageMetadata } from "@/lib/metadata";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";

export const metadata = pageMetadata("/thank-you");

export default function ThankYouPage() {
  const [primary, ...others] = thankYouPage.links;
  return (
    <>
      <RouteBreadcrumbs path="/thank-you" />
      <PageHero
        eyebrow={thankYouPage.eyebrow}
        title={thankYouPage.title}
        lead={thankYouPage.lead}
        actions={
          primary && (
            <LinkButton href={primary.href} size="lg">
              {primary.label}
            </LinkButton>
          )
        }
      >
        <SvgIcon icon={CheckCircle2} className="absolute top-0 right-8 hidden size-40 text-accent-400/30 lg:block" />
      </PageHero>
      <Section tone="muted" title={thankYouPage.stepsTitle} id="next-steps">
        <ol className="grid gap-6 md:grid-cols-3">
          {thankYouPage.steps.map((step, index) => (
            <Card as="li" key={step.title}>
              <span
                aria-hidden
                className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-display font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-h3 font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-600">{step.text}</p>
            </Card>
          ))}
        </ol>
        <nav aria-label={thankYouPage.linksTitle} className="mt-12 text-center">
          <h3 className="text-h3 font-semibold">{thankYouPage.linksTitle}</h3>
          <ul className="mt-4 flex flex-wrap justify-center gap-3">
            {others.map((link) => (
              <li key={link.href}>
                <LinkButton href={link.href} variant="outline">
                  {link.label}
                </LinkButton>
              </li>
            ))}
          </ul>
        </nav>
      </Section>
    </>
  );
}
