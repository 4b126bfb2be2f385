import { config } from "@/lib/config";
import { secretMatches } from "@/lib/blog/revalidate";
import { metrics } from "@/lib/metrics.mjs";

export const dynamic = "force-dynamic";

const refuse = (status: number) => new Response(null, { status, headers: { "cache-control": "no-store" } });

/**
 * Prometheus's text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without
 * the setting the endpoint does not exist (404); a wrong or missing token gets 401 and no data. Every
 * figure is already in memory (the gauges are set by the background sampler), so a scrape answers
 * whatever PostgreSQL, Redis or the mail server is doing.
 */
export async function GET(request: Request) {
  const token = config().metricsToken;
  if (!token) return refuse(404);
  const sent = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
  if (!secretMatches(sent, token)) return refuse(401);
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { "content-type": registry.contentType, "cache-control": "no-store" },
  });
}
