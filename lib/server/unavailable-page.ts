import "server-only";
import { encode } from "html-entities";
import { errorPage as copy } from "@/content/errors";
import { site } from "@/content/site";
import { formRefusalPage } from "@/content/system-pages";
import { SYSTEM_PAGE_STYLES } from "./refusal-page";

/**
 * The page the edge answers with its 503 when no instance answered and it held no copy of the page
 * (ops/varnish/edge.vcl): the site's own words for a failure, a way to try again and the company's
 * e-mail and phone. Self-contained, since nothing it could link to is sure to be served.
 */
export function unavailablePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${encode(`${copy.metaTitle} | ${site.name}`)}</title><style>${SYSTEM_PAGE_STYLES}</style></head><body><main><p class="brand"><a href="/">${encode(site.name)}</a></p><h1>${encode(copy.title)}</h1><p>${encode(copy.lead)}</p><a class="back" href="">${encode(copy.retry)}</a><p class="muted"><a href="${encode(copy.home.href)}">${encode(copy.home.label)}</a></p><p class="muted">${encode(formRefusalPage.otherwise)} <a href="mailto:${encode(site.email)}">${encode(site.email)}</a> · <a href="${encode(site.phoneHref)}">${encode(site.phone)}</a>.</p></main></body></html>`;
}
