import { ServicePageLayout } from "@/components/services/service-page-layout";
import { saasDevelopment } from "@/content/service-pages/short-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/saas-development");

export default function SaasDevelopmentPage() {
  return <ServicePageLayout page={saasDevelopment} />;
}
