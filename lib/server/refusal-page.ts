import "server-only";
import { encode } from "html-entities";
import { formCopy, formElementId } from "@/content/forms";
import { site } from "@/content/site";
import { formRefusalPage as copy } from "@/content/system-pages";
import type { FormKind } from "@/lib/forms/schemas";

export type Problem = { field: string; message: string };

/** The look of the site's self-contained pages (no stylesheet or script to fetch): this one and the edge's 503. */
export const SYSTEM_PAGE_STYLES = `body{margin:0;padding:0 1rem;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}ul{padding-left:1.25rem}li{margin:.35rem 0}
a.back{display:inline-block;margin-top:1rem;padding:.7rem 1.4rem;border-radius:999px;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}
.brand{margin:0 0 1.5rem;font-weight:700;font-size:1.1rem}.brand a{color:#4338ca;text-decoration:none}
a.back:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}.muted{color:#475569;font-size:.95rem}`;

function labelOf(kind: FormKind | undefined, field: string) {
  return (kind && formCopy[kind].fields.find((candidate) => candidate.name === field)?.label) ?? field;
}

type Refusal = {
  status: number;
  message: string;
  problems?: Problem[];
  kind?: FormKind;
  referer?: string | null;
  origins?: Set<string>;
};

const FALLBACK_BACK = "/contact";

/**
 * Before the form is known (a flood, a foreign origin), back leads to the page the post came from: its
 * path only, and only when the Referer is one of our origins. A path such as `//evil.example/x` (the URL
 * parser has already turned backslashes into slashes) would leave the site, so it falls back to /contact.
 */
function backTo(referer: string | null | undefined, origins: Set<string>) {
  if (!referer) return FALLBACK_BACK;
  try {
    const url = new URL(referer);
    if (!origins.has(url.origin)) return FALLBACK_BACK;
    return url.pathname.startsWith("//") ? FALLBACK_BACK : url.pathname;
  } catch {
    return FALLBACK_BACK;
  }
}

/**
 * The page a form posted without JavaScript gets when the receiver refuses it: what went wrong (each
 * field's problem in the schema's words), a way back to the form, and the company's e-mail and phone.
 */
export function refusalPage({ status, message, problems, kind, referer, origins = new Set() }: Refusal) {
  const title = copy.titles[status] ?? copy.fallbackTitle;
  const back = kind ? `${formCopy[kind].page}#${formElementId(formCopy[kind])}` : backTo(referer, origins);
  const details = problems?.length
    ? `<p>${encode(copy.problemsLead)}</p><ul>${problems.map((problem) => `<li><strong>${encode(labelOf(kind, problem.field))}</strong>: ${encode(problem.message)}</li>`).join("")}</ul>`
    : `<p>${encode(message)}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${encode(`${title} | ${site.name}`)}</title><style>${SYSTEM_PAGE_STYLES}</style></head><body><main><p class="brand"><a href="/">${encode(site.name)}</a></p><h1>${encode(title)}</h1>${details}<a class="back" href="${encode(back)}">${encode(copy.back)}</a><p class="muted">${encode(copy.backHint)}</p><p class="muted">${encode(copy.otherwise)} <a href="mailto:${encode(site.email)}">${encode(site.email)}</a> · <a href="${encode(site.phoneHref)}">${encode(site.phone)}</a>.</p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
