import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { RouteBreadcrumbs } from "@/components/seo/route-breadcrumbs";
import { site } from "@/content/site";
import { routes, routePaths } from "@/lib/routes";
import { shareMetadata, siteUrl } from "@/lib/metadata";
import { grotesk, inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { template: `%s | ${site.name}`, default: `${site.name} | ${site.tagline}` },
  description: routes["/"].description,
  applicationName: site.name,
  ...shareMetadata({ title: `${site.name} | ${site.tagline}`, description: routes["/"].description, path: "/" }),
};

const routeTitles = Object.fromEntries(routePaths.map((path) => [path, routes[path].title]));

export const viewport: Viewport = { themeColor: "#4f46e5" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${inter.variable} ${grotesk.variable}`}>
      <body>
        <a
          href="#main"
          className="skip-link"
        >
          Skip to main content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="pt-16 outline-none">
          {children}
        </main>
        <SiteFooter />
        <RouteBreadcrumbs titles={routeTitles} origin={siteUrl().origin} />
      </body>
    </html>
  );
}
