import { NextResponse, type NextRequest } from "next/server";
import { unknownPostRewrite } from "@/lib/blog/known-slugs";
import { decide } from "@/lib/proxy-decision";

/** Next 16's name for middleware: aliases, case redirects; unknown paths and post slugs fall through to a 404. */
export async function proxy(request: NextRequest) {
  const decision = decide(request.nextUrl.pathname);
  const url = request.nextUrl.clone();
  if (decision.kind === "next") {
    const unknownPost = await unknownPostRewrite(url.pathname, request.cookies.getAll().map((cookie) => cookie.name));
    if (!unknownPost) return NextResponse.next();
    url.pathname = unknownPost;
    return NextResponse.rewrite(url);
  }
  url.pathname = decision.pathname;
  return decision.kind === "rewrite" ? NextResponse.rewrite(url) : NextResponse.redirect(url, 308);
}

export const config = {
  matcher: ["/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)"],
};
