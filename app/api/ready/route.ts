import { readiness } from "@/lib/server/health/readiness";

/** Readiness: 200 while this instance can serve, 503 otherwise; a balancer steers by it (docs/operations.md, "Health and readiness"). */
export const dynamic = "force-dynamic";

export function GET() {
  const { ready, reason } = readiness();
  return Response.json(ready ? { status: "ready" } : { status: "unready", reason }, {
    status: ready ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
