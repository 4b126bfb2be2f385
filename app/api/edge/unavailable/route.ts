import { unavailablePage } from "@/lib/server/unavailable-page";

/**
 * The edge's own 503 page, for its configuration: the cluster script fetches it when it starts the edge,
 * and an operator pastes it into a CDN's error page. For operators alone, like /api/edge/purge.
 */
export const dynamic = "force-dynamic";

export function GET() {
  return new Response(unavailablePage(), {
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
