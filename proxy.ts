import { NextResponse, type NextRequest } from "next/server";
import { unknownPostAnswer } from "@/lib/blog/known-slugs";
import { hasPreviewSession } from "@/lib/blog/preview-gate";
import { config as settings } from "@/lib/config";
import { postPageTag, renamedPostTag } from "@/lib/edge/keys.mjs";
import { legacyArchiveRedirect } from "@/lib/blog/archive-paths";
import { BLOG_REVALIDATE_SECONDS } from "@/lib/blog/cache-tags";
import { decide } from "@/lib/proxy-decision";

/** Like the site's other 404s: no shared cache may keep the answer for a slug no post has (yet). */
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * A post's page or share card carries its keys for the edge here rather than in next.config.mjs's header
 * rules, which can only copy the slug as the URL spells it: the purge names the slug encoded
 * (lib/edge/keys.mjs), and the edge matches keys byte for byte. Next sets a header the proxy gives
 * NextResponse.next() on the answer, whether the page is rendered or served from the ISR cache.
 */
function tagged(response: NextResponse, pathname: string) {
  const { edge, deploymentId } = settings();
  const tag = postPageTag(edge, deploymentId, pathname);
  if (tag) response.headers.set(tag.name, tag.value);
  return response;
}

/**
 * A renamed post's old address, sent on with 308 like WordPress's own front end does. A shared cache
 * may keep it as long as a post page, tagged with both slugs: renaming the post again, unpublishing it,
 * or a new post taking the old slug purges it.
 */
function renamed(url: URL, slugs: { old: string; current: string }) {
  const response = NextResponse.redirect(url, 308);
  response.headers.set("cache-control", `public, max-age=0, s-maxage=${BLOG_REVALIDATE_SECONDS}`);
  const { edge, deploymentId } = settings();
  const tag = renamedPostTag(edge, deploymentId, slugs);
  if (tag) response.headers.set(tag.name, tag.value);
  return response;
}

/** Next 16's name for middleware: aliases, case redirects; unknown paths and post slugs fall through to a 404. */
export async function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  const archive = legacyArchiveRedirect(url.pathname, url.searchParams);
  if (archive) return NextResponse.redirect(new URL(archive, url), 308);
  if (decision.kind === "next") {
    const unknownPost = await unknownPostAnswer(url.pathname, hasPreviewSession(request.cookies));
    if (!unknownPost) return tagged(NextResponse.next(), url.pathname);
    if (unknownPost.kind === "renamed") {
      url.pathname = unknownPost.pathname;
      return renamed(url, unknownPost.slugs);
    }
    if (unknownPost.kind === "rewrite") url.pathname = unknownPost.pathname;
    const response =
      unknownPost.kind === "rewrite" ? NextResponse.rewrite(url, { status: 404 }) : NextResponse.next({ status: 404 });
    response.headers.set("cache-control", NOT_STORED);
    return response;
  }
  url.pathname = decision.pathname;
  return decision.kind === "rewrite" ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308);
}

/**
 * The proxy runs only where it can change something. A canonical path (spelled as in lib/routes.ts, which
 * proxy-matcher.test.ts holds this list to) or a case study always goes on to Next unchanged, so those
 * requests skip the proxy's per-request cost. Posts do pass: an unknown slug is answered here. So does
 * /blog, whose old query-string views (?category=&page=) are sent on to the archive pages. Next needs
 * the matcher as a literal.
 */
export const config = {
  matcher: [
    "/((?!api/|_next/|portfolio/case-studies/|.*\\.[a-zA-Z0-9]+$|(?:services|services/web-development|services/mobile-app|services/design|services/seo|services/enterprise|services/cms|Web-design|saas-development|react-app-development|hybrid-app-development|product-engineering|portfolio|portfolio/web|portfolio/ai|portfolio/ai-solutions|portfolio/enterprise|portfolio/mobile|industries|aboutus|careers|faq|contact|training|internship|thank-you|privacy|supportcenter)?$).*)",
  ],
};
