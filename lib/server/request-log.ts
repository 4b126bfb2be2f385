import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "@/lib/config";
import { log } from "@/lib/log.mjs";

/** What a request id may look like: a proxy's or edge's id, never a place for a client to write prose. */
const REQUEST_ID = /^[\w.-]{1,128}$/;

/**
 * The logger for one request: its lines carry the route and a request id, the one a trusted proxy
 * wrote in X-Request-Id (so a line here matches the edge's and the balancer's), or a new one. With no
 * proxy trusted (TRUSTED_PROXY_HOPS=0) a client's own header is ignored, as for its address.
 */
export function requestLog(request: Request, route: string, hops = config().trustedProxyHops) {
  const sent = request.headers.get("x-request-id");
  const requestId = hops > 0 && sent && REQUEST_ID.test(sent) ? sent : randomUUID();
  return log().child({ requestId, route });
}
