"use client";

import { PageHeroBand } from "@/components/sections/page-hero-band";
import { buttonClasses } from "@/components/ui/button-styles";
import { errorPage } from "@/content/errors";

/**
 * What a failed page shows inside the site's layout. Plain links, not client navigation: after an error
 * the router may be the broken part, and a full page load starts clean.
 */
export function ErrorContent({ reset }: { reset: () => void }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageHeroBand
        eyebrow={errorPage.eyebrow}
        title={errorPage.title}
        lead={errorPage.lead}
        actions={
          <>
            <button type="button" onClick={reset} className={buttonClasses("light", "lg")}>
              {errorPage.retry}
            </button>
            <a href={errorPage.home.href} className={buttonClasses("primary", "lg")}>
              {errorPage.home.label}
            </a>
            <a href={errorPage.contact.href} className={buttonClasses("light", "lg")}>
              {errorPage.contact.label}
            </a>
          </>
        }
      />
    </>
  );
}
