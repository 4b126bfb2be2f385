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

export const config = {
  matcher: ["/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)"],
};
