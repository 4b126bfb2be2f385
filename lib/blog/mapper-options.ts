import type { Settings } from "@/lib/config";
import { allowedImageHosts, imageHostAllowed } from "./image-hosts";
import type { WordpressSourceOptions } from "./wordpress";

/** What mapping WordPress's answers needs from the settings: the site's origin and the image hosts next/image allows. */
export function mapperOptions(settings: Settings): WordpressSourceOptions {
  const hosts = allowedImageHosts();
  return { site: new URL(settings.siteUrl), imageAllowed: (src) => imageHostAllowed(src, hosts) };
}
