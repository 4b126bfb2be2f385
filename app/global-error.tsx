"use client";

import { grotesk, inter } from "@/components/layout/fonts";
import { ErrorContent } from "@/components/system/error-content";
import { errorPage } from "@/content/errors";
import { site } from "@/content/site";
import "./globals.css";

/**
 * When the root layout itself fails, this replaces the whole document, so it brings its own html and
 * body. The header and footer are left out: they are what may have failed.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-IN" className={`${inter.variable} ${grotesk.variable}`}>
      <body>
        <title>{`${errorPage.metaTitle} | ${site.name}`}</title>
        <header className="border-b border-ink-100 bg-white">
          <a href={errorPage.home.href} className="mx-auto block max-w-7xl px-4 py-4 font-display text-xl font-bold text-ink-900 sm:px-6 lg:px-8">
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
