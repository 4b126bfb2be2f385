import { ServicePageLayout } from "@/components/services/service-page-layout";
import { webDesign } from "@/content/service-pages/short-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/Web-design");

export default function WebDesignPage() {
  return <ServicePageLayout page={webDesign} />;
}
