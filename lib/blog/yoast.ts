import { decode } from "html-entities";
import { z } from "zod";
import { isSitePath, siteBlogPath } from "./site-paths";
import type { PostSeo } from "./types";

/**
 * The fields of Yoast SEO's `yoast_head_json` (developer.yoast.com, "REST API") the site reads. Each is
 * parsed on its own: one malformed field falls back to the site's value without costing the others.
 * Its `schema` graph is never read: the site's own BlogPosting stays the one structured description.
 */
const fieldSchemas = {
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  og_title: z.string(),
  og_description: z.string(),
  og_image: z.array(z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() }).loose()),
  twitter_title: z.string(),
  twitter_description: z.string(),
  twitter_image: z.string(),
};

type Field = keyof typeof fieldSchemas;
type YoastFields = { [K in Field]?: z.infer<(typeof fieldSchemas)[K]> };

/** The fields that parse, and the names of those that did not (for the log). */
export function readYoastHead(value: unknown): { fields: YoastFields; malformed: Field[] } {
  const fields: YoastFields = {};
  const malformed: Field[] = [];
  if (!value || typeof value !== "object") return { fields, malformed };
  const head = value as Record<string, unknown>;
  for (const name of Object.keys(fieldSchemas) as Field[]) {
    if (head[name] === undefined || head[name] === null) continue;
    const parsed = fieldSchemas[name].safeParse(head[name]);
    if (parsed.success) Object.assign(fields, { [name]: parsed.data });
    else malformed.push(name);
  }
  return { fields, malformed };
}

type SiteOrigins = { site: URL; wordpress?: string };

/**
 * A URL Yoast wrote, as a page of the site: a WordPress permalink becomes `SITE_URL/blog/<slug>`, a
 * URL already on the site stays when the site has that page, and anything else maps to nothing.
 */
function toSiteUrl(raw: string, { site, wordpress }: SiteOrigins): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.origin === site.origin) return isSitePath(url.pathname) ? new URL(url.pathname, site).href : undefined;
  if (wordpress && url.origin === new URL(wordpress).origin && !url.search) {
    const path = siteBlogPath(url.pathname);
    return path ? new URL(path, site).href : undefined;
  }
  return undefined;
}

const text = (value: string | undefined) => {
  const cleaned = value === undefined ? "" : decode(value).trim();
  return cleaned || undefined;
};

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//.test(value) ? value : undefined);

/** Drops the keys left undefined, so an absent field reads as absent and the page falls back. */
function defined<T extends object>(value: T): T | undefined {
  const kept = Object.entries(value).filter(([, item]) => item !== undefined);
  return kept.length ? (Object.fromEntries(kept) as T) : undefined;
}

/**
 * The page's SEO fields from Yoast's answer. Yoast always sends a title (its template fills one in);
 * it is taken only when the editor wrote one (`customTitle`, from the mu-plugin's `nexaloom_seo`).
 * Images stay on their media host.
 */
export function yoastSeo(fields: YoastFields, customTitle: boolean, origins: SiteOrigins): PostSeo | undefined {
  const image = fields.og_image?.find((item) => httpUrl(item.url));
  return defined<PostSeo>({
    title: customTitle ? text(fields.title) : undefined,
    description: text(fields.description),
    canonical: fields.canonical ? toSiteUrl(fields.canonical, origins) : undefined,
    openGraph: defined({
      title: text(fields.og_title),
      description: text(fields.og_description),
      image: image ? defined({ url: image.url, width: image.width, height: image.height }) : undefined,
    }),
    twitter: defined({
      title: text(fields.twitter_title),
      description: text(fields.twitter_description),
      image: httpUrl(fields.twitter_image),
    }),
  });
}
