import type { Metadata } from "next";
import { SiteDocument } from "@/components/layout/site-document";
import { NotFoundContent } from "@/components/system/not-found-content";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/metadata";
import { notFoundPage } from "@/content/system-pages";

export const metadata: Metadata = {
  // The root layout's title template, share tags and base do not reach this page: it is its own document.
  metadataBase: siteUrl(),
  title: `${notFoundPage.metaTitle} | ${site.name}`,
  description: notFoundPage.metaDescription,
  robots: { index: false, follow: true },
};

/**
 * Any path no route matches. As its own document it stays out of every other page: a root not-found.tsx
 * is part of each page's inline payload, which carried this whole page on every request.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFoundContent />
    </SiteDocument>
  );
}
