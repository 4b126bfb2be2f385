import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteDocument } from "@/components/layout/site-document";
import { site } from "@/content/site";
import { routes } from "@/lib/routes";
import { shareMetadata, siteUrl } from "@/lib/metadata";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { template: `%s | ${site.name}`, default: `${site.name} | ${site.tagline}` },
  description: routes["/"].description,
  applicationName: site.name,
  ...shareMetadata({ title: `${site.name} | ${site.tagline}`, description: routes["/"].description, path: "/" }),
};

export const viewport: Viewport = { themeColor: "#4f46e5" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
