import type { ReactNode } from "react";
import { layoutCopy } from "@/content/layout";
import { shareStylesheet } from "@/lib/css/site-stylesheet";
import { InlineStylesheet } from "./inline-stylesheet";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { FirstScreenWhole } from "./site-stylesheet-link";

/** The document every page shares: the root layout and the global not-found page both render it. */
export function SiteDocument({ children }: { children: ReactNode }) {
  shareStylesheet();
  return (
    <html lang="en-IN">
      <body>
        <FirstScreenWhole />
        <InlineStylesheet />
        <a href="#main" className="skip-link">
          {layoutCopy.skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
