import type { BreadcrumbList, WithContext } from "schema-dts";

export type Crumb = { name: string; path: string };

/**
 * The trail from Home to a path through every ancestor that is itself a page; paths outside the
 * table (blog posts, case studies) get none here, their pages state their own.
 */
export function crumbsFor(pathname: string, titles: Record<string, string>): Crumb[] | null {
  if (pathname === "/" || !titles[pathname]) return null;
  const segments = pathname.split("/").filter(Boolean);
  const ancestors = segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
  return [
    { name: "Home", path: "/" },
    ...ancestors.filter((path) => titles[path]).map((path) => ({ name: titles[path]!, path })),
    { name: titles[pathname]!, path: pathname },
  ];
}

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}
