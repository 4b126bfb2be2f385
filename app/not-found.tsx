import { SiteStylesheetLink } from "@/components/layout/site-stylesheet-link";
import { HoverPrefetchLink } from "@/components/ui/hover-prefetch-link";
import { Container } from "@/components/ui/container";
import { notFoundPage } from "@/content/system-pages";

/**
 * Only for a notFound() thrown where no nearer boundary is: unmatched paths get app/global-not-found.tsx,
 * posts their own page. It is part of every page's payload, so it stays this small.
 */
export default function NotFound() {
  return (
    <>
      <Container className="py-24">
        <h1 className="text-h1 font-bold">{notFoundPage.title}</h1>
        <p className="mt-6">
          <HoverPrefetchLink href="/" className="font-semibold text-brand-700 underline">
            {notFoundPage.homeLink}
          </HoverPrefetchLink>
        </p>
      </Container>
      <SiteStylesheetLink />
    </>
  );
}
