import { NextResponse, type NextRequest } from "next/server";
import { unknownPostAnswer } from "@/lib/blog/known-slugs";
import { hasPreviewSession } from "@/lib/blog/preview-gate";
import { decide } from "@/lib/proxy-decision";

/** Like the site's other 404s: no shared cache may keep the answer for a slug no post has (yet). */
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Next 16's name for middleware: aliases, case redirects; unknown paths and post slugs fall through to a 404. */
export async function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  if (decision.kind === "next") {
    const unknownPost = await unknownPostAnswer(url.pathname, hasPreviewSession(request.cookies));
    if (!unknownPost) return NextResponse.next();
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
 * requests skip the proxy's per-request cost. Posts do pass: an unknown slug is answered here. Next needs
 * the matcher as a literal.
 */
export const config = {
  matcher: [
    "/((?!api/|_next/|portfolio/case-studies/|.*\\.[a-zA-Z0-9]+$|(?:services|services/web-development|services/mobile-app|services/design|services/seo|services/enterprise|services/cms|Web-design|saas-development|react-app-development|hybrid-app-development|product-engineering|portfolio|portfolio/web|portfolio/ai|portfolio/ai-solutions|portfolio/enterprise|portfolio/mobile|industries|aboutus|careers|blog|faq|contact|training|internship|thank-you|supportcenter)?$).*)",
  ],
};
