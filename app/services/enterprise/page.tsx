import { ServicePageLayout } from "@/components/services/service-page-layout";
import { enterprise } from "@/content/service-pages/enterprise";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/enterprise");

export default function EnterpriseServicePage() {
  return <ServicePageLayout page={enterprise} />;
}
