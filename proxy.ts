import { NextResponse, type NextRequest } from "next/server";
import { decide } from "@/lib/proxy-decision";

/** Next 16's name for middleware: aliases, case redirects; unknown paths fall through to a 404. */
export function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname);
  if (decision.kind === "next") return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = decision.pathname;
  return decision.kind === "rewrite" ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308);
}

/**
 * The proxy runs only where it can change something. A canonical path (spelled as in lib/routes.ts, which
 * proxy.test.ts holds this list to), a post or a case study always goes on to Next unchanged, so those
 * requests, nearly all of them, skip the proxy's per-request cost. Next needs the matcher as a literal.
 */
export const config = {
  matcher: [
    "/((?!api/|_next/|blog/|portfolio/case-studies/|.*\\.[a-zA-Z0-9]+$|(?:services|services/web-development|services/mobile-app|services/design|services/seo|services/enterprise|services/cms|Web-design|saas-development|react-app-development|hybrid-app-development|product-engineering|portfolio|portfolio/web|portfolio/ai|portfolio/ai-solutions|portfolio/enterprise|portfolio/mobile|industries|aboutus|careers|blog|faq|contact|training|internship|thank-you|supportcenter)?$).*)",
  ],
};
