import { ServicePageLayout } from "@/components/services/service-page-layout";
import { reactAppDevelopment } from "@/content/service-pages/short-pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/react-app-development");

export default function ReactAppDevelopmentPage() {
  return <ServicePageLayout page={reactAppDevelopment} />;
}
