import { ServicePageLayout } from "@/components/services/service-page-layout";
import { mobileApp } from "@/content/service-pages/mobile-app";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/mobile-app");

export default function MobileAppPage() {
  return <ServicePageLayout page={mobileApp} />;
}
