import { ServicePageLayout } from "@/components/services/service-page-layout";
import { webDevelopment } from "@/content/service-pages/web-development";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/web-development");

export default function WebDevelopmentPage() {
  return <ServicePageLayout page={webDevelopment} />;
}
