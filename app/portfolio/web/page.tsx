import { ShowcaseLayout } from "@/components/portfolio/showcase-layout";
import { showcases } from "@/content/showcases";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/portfolio/web");

export default function WebShowcasePage() {
  return <ShowcaseLayout showcase={showcases["web"]} />;
}
