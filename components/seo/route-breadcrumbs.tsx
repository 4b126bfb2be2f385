"use client";

import { usePathname } from "next/navigation";
import { breadcrumbJsonLd, crumbsFor } from "@/lib/seo/breadcrumbs";
import { JsonLd } from "./json-ld";

/**
 * BreadcrumbList for every inner page of the route table. It lives in the root layout, which cannot see
 * the path on the server, so it reads it while the page is pre-rendered: the JSON-LD is in the static HTML.
 */
export function RouteBreadcrumbs({ titles, origin }: { titles: Record<string, string>; origin: string }) {
  const crumbs = crumbsFor(usePathname(), titles);
  return crumbs ? <JsonLd data={breadcrumbJsonLd(crumbs, origin)} /> : null;
}
