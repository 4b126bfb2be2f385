import "server-only";

/**
 * True for a browser's own form post (a navigation), false for fetch. Told apart by the headers the
 * browser sets itself, never by a field a visitor could add: Sec-Fetch-Mode where the browser sends it,
 * otherwise whether the request asks for HTML.
 */
export function wantsDocument(request: Request) {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("accept") ?? "").includes("text/html");
}
