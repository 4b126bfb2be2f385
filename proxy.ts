import { NextResponse, type NextRequest } from "next/server";
import { unknownPostAnswer } from "@/lib/blog/known-slugs";
import { decide } from "@/lib/proxy-decision";

/** Like the site's other 404s: no shared cache may keep the answer for a slug no post has (yet). */
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Next 16's name for middleware: aliases, case redirects; unknown paths and post slugs fall through to a 404. */
export async function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  if (decision.kind === "next") {
    const unknownPost = await unknownPostAnswer(url.pathname, request.cookies.getAll().map((cookie) => cookie.name));
    if (!unknownPost) return NextResponse.next();
    if (unknownPost.kind === "rewrite") url.pathname = unknownPost.pathname;
    const response = unknownPost.kind === "rewrite" ? NextResponse.rewrite(url) : NextResponse.next();
    response.headers.set("cache-control", NOT_STORED);
    return response;
  }
  url.pathname = decision.pathname;
  return decision.kind === "rewrite" ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308);
}

export const config = {
  matcher: ["/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)"],
};
