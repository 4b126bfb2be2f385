import { ServicePageLayout } from "@/components/services/service-page-layout";
import { cms } from "@/content/service-pages/cms";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/cms");

export default function CmsServicePage() {
  return <ServicePageLayout page={cms} />;
}
