import "server-only";
import { phase } from "../lifecycle";
import { runtime } from "../runtime";

/**
 * Whether a balancer should send this instance requests: it has started, is not draining for a deploy
 * or a shutdown, and can write its own spool (or, without PostgreSQL, its submission folder). Nothing
 * every instance shares decides it. PostgreSQL, Redis, SMTP, WordPress or the edge being slow or down
 * is the same on every instance at once, and taking them all out of rotation for it would turn a
 * partial outage into a dark site; their state goes to the gauges and alerts instead. It reads what the
 * background sampler last found, so a probe costs no peer anything, and names no service or figure.
 */
export function readiness(): { ready: boolean; reason?: "starting" | "draining" | "spool_unwritable" } {
  const now = phase();
  if (now !== "serving") return { ready: false, reason: now };
  const spool = runtime().sampler.healthy("spool");
  if (spool === undefined) return { ready: false, reason: "starting" };
  if (!spool) return { ready: false, reason: "spool_unwritable" };
  return { ready: true };
}
