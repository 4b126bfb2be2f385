import { ArrowRight } from "lucide-react";
import { GoBackButton } from "@/components/system/go-back-button";
import { PageHero } from "@/components/sections/page-hero";
import { Container } from "@/components/ui/container";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { SvgIcon } from "@/components/ui/svg-icon";
import { notFoundPage } from "@/content/system-pages";

export function NotFoundContent() {
  return (
    <>
      <PageHero
        eyebrow={notFoundPage.eyebrow}
        title={notFoundPage.title}
        lead={notFoundPage.lead}
        actions={<GoBackButton label={notFoundPage.back} />}
      />
      <section aria-label={notFoundPage.linksLabel} className="bg-ink-50 py-16">
        <Container>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {notFoundPage.links.map((link) => (
              <li key={link.href}>
                <HoverPrefetchLink href={link.href} className="link-card group">
                  <span>
                    <span className="block font-display text-lg font-semibold text-ink-900">{link.label}</span>
                    <span className="block text-sm text-ink-600">{link.description}</span>
                  </span>
                  <SvgIcon icon={ArrowRight} className="link-card-arrow" />
                </HoverPrefetchLink>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
