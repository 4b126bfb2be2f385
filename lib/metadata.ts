import type { Metadata } from "next";
import { routes, type RoutePath } from "./routes";

/** Each page states its title and description once, in lib/routes.ts; this turns them into metadata. */
export function pageMetadata(path: RoutePath): Metadata {
  const route: { title: string; description: string; noindex?: boolean } = routes[path];
  return {
    title: path === "/" ? { absolute: `Nexaloom | ${route.title}` } : route.title,
    description: route.description,
    alternates: { canonical: path },
    openGraph: { title: route.title, description: route.description, url: path },
    ...(route.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function siteUrl(): URL {
  return new URL(process.env.SITE_URL ?? "http://localhost:3000");
}
