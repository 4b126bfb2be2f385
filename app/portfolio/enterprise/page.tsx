import { ShowcaseLayout } from "@/components/portfolio/showcase-layout";
import { showcases } from "@/content/showcases";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/portfolio/enterprise");

export default function EnterpriseShowcasePage() {
  return <ShowcaseLayout showcase={showcases["enterprise"]} />;
}
