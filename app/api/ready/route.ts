import { readiness } from "@/lib/server/health/readiness";

/** Readiness: 200 while this instance can serve, 503 otherwise; a balancer steers by it (see README, "Health"). */
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, checks } = await readiness();
  return Response.json(
    { status: ready ? "ready" : "unready", checks },
    { status: ready ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
