import { ShowcaseLayout } from "@/components/portfolio/showcase-layout";
import { showcases } from "@/content/showcases";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/portfolio/ai-solutions");

export default function AiSolutionsShowcasePage() {
  return <ShowcaseLayout showcase={showcases["ai-solutions"]} />;
}
