import { ServicePageLayout } from "@/components/services/service-page-layout";
import { hybridAppDevelopment } from "@/content/service-pages/short-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/hybrid-app-development");

export default function HybridAppDevelopmentPage() {
  return <ServicePageLayout page={hybridAppDevelopment} />;
}
