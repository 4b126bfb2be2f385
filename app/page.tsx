import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/link-button";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/");

export default function HomePage() {
  return (
    <PageHero
      title="Software, AI and IT services"
      actions={<LinkButton href="/contact" size="lg">Start Your Project</LinkButton>}
    />
  );
}
