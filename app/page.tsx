import { JsonLd } from "@/components/seo/json-ld";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/link-button";
import { pageMetadata } from "@/lib/metadata";
import { organizationJsonLd } from "@/lib/seo/json-ld";

export const metadata = pageMetadata("/");

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero
        title="Software, AI and IT services"
        actions={<LinkButton href="/contact" size="lg">Start Your Project</LinkButton>}
      />
    </>
  );
}
