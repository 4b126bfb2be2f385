import { ServicePageLayout } from "@/components/services/service-page-layout";
import { seo } from "@/content/service-pages/seo";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/seo");

export default function SeoServicePage() {
  return <ServicePageLayout page={seo} />;
}
