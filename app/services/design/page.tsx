import { ServicePageLayout } from "@/components/services/service-page-layout";
import { design } from "@/content/service-pages/design";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/services/design");

export default function DesignServicePage() {
  return <ServicePageLayout page={design} />;
}
