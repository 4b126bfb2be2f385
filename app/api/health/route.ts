/** Liveness: the process answers. It touches no dependency, so an outage of one never restarts every instance. */
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ status: "alive" }, { headers: { "cache-control": "no-store" } });
}
