"use client";

import { InlineStylesheet } from "@/components/layout/inline-stylesheet";
import { ErrorContent } from "@/components/system/error-content";
import { useReportedError } from "@/components/system/use-reported-error";
import { errorPage } from "@/content/errors";
import { site } from "@/content/site";

/**
 * When the root layout itself fails, this replaces the whole document, so it brings its own html and
 * body. The header and footer are left out: they are what may have failed. It writes the whole stylesheet
 * inline, from what the failed layout's module put on globalThis when it loaded; after a client-side
 * failure, the style element the page was served with is still in the head.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useReportedError(error, "global");
  return (
    <html lang="en-IN">
      <body>
        <InlineStylesheet whole />
        <title>{`${errorPage.metaTitle} | ${site.name}`}</title>
        <header className="border-b border-ink-100 bg-white">
          <a
            href={errorPage.home.href}
            className="mx-auto block max-w-7xl px-4 py-4 font-display text-xl font-bold text-ink-900 sm:px-6 lg:px-8"
          >
            {site.name}
          </a>
        </header>
        <main id="main">
          <ErrorContent reset={reset} />
        </main>
      </body>
    </html>
  );
}
