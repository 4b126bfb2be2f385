import { ShowcaseLayout } from "@/components/portfolio/showcase-layout";
import { showcases } from "@/content/showcases";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata("/portfolio/mobile");

export default function MobileShowcasePage() {
  return <ShowcaseLayout showcase={showcases["mobile"]} />;
}
