import { ShowcaseLayout } from "@/components/portfolio/showcase-layout";
import { showcases } from "@/content/showcases";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/portfolio/ai");

export default function AiShowcasePage() {
  return <ShowcaseLayout showcase={showcases["ai"]} />;
}
