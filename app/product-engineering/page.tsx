import { ServicePageLayout } from "@/components/services/service-page-layout";
import { productEngineering } from "@/content/service-pages/short-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/product-engineering");

export default function ProductEngineeringPage() {
  return <ServicePageLayout page={productEngineering} />;
}
