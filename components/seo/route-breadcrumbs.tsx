import { crumbsFor, breadcrumbJsonLd } from "@/lib/seo/breadcrumbs";
import { routes, type RoutePath } from "@/lib/routes";
import { siteUrl } from "@/lib/metadata";
import { JsonLd } from "./json-ld";

const titles: Record<string, string> = Object.fromEntries(
  Object.entries(routes).map(([path, route]) => [path, route.title]),
);

/** BreadcrumbList of a page in the route table, rendered by the page itself so only its own trail is sent. */
export function RouteBreadcrumbs({ path }: { path: RoutePath }) {
  const crumbs = crumbsFor(path, titles);
  return crumbs ? <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl().origin)} /> : null;
}
