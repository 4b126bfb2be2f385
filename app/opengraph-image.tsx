import { shareCardCopy } from "@/content/share-card";
import { site } from "@/content/site";
import { shareCard, shareCardSize } from "@/lib/og/share-card";

export const alt = `${site.name}: ${site.tagline}`;
export const size = shareCardSize;
export const contentType = "image/png";

/** The share card for every page without its own. */
export default function OpenGraphImage() {
  return shareCard({ headline: site.tagline, subline: shareCardCopy.subline });
}
