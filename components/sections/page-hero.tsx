import { SiteStylesheetLink } from "@/components/layout/site-stylesheet-link";
import { PageHeroBand, type PageHeroProps } from "./page-hero-band";

/** An inner page's first screen: its banner, then the link to the rest of the stylesheet. */
export function PageHero(props: PageHeroProps) {
  return (
    <>
      <PageHeroBand {...props} />
      <SiteStylesheetLink />
    </>
  );
}
