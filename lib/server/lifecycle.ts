import "server-only";
import { log } from "@/lib/log.mjs";
import { orLate } from "@/lib/or-late.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";

/** The most the last work before exit may take: a frozen PostgreSQL must not eat the pod's grace period. */
const LAST_WORK_MS = 5_000;

/**
 * The longest a request may take (docs/deploying.md's grace period counts it): Next's stop waits for every
 * open request, and one still open past this must not keep the instance from exiting inside its grace.
 */
const NEXT_STOP_MS = 30_000;

/** Where this instance is in its life: readiness is "serving" alone. */
type Phase = "starting" | "serving" | "draining";

const state = () => processSingleton("nexaloom.lifecycle", () => ({ phase: "starting" as Phase }));

export const phase = (): Phase => state().phase;

/** Called once boot has done what must come before the first visitor (settings, the shared cache's seed). */
export function serving() {
  if (state().phase === "starting") state().phase = "serving";
}

/**
 * SIGTERM first turns the instance unready and keeps it serving for `drainMs`, long enough for the
 * balancers' probes to take it out of rotation, and only then hands the signal to Next, which stops
 * taking connections, finishes the requests under way and exits. Without the wait, the requests the
 * balancers send in the second before their probes notice would meet a closed port. SIGINT (a
 * developer's Ctrl+C) stops at once, as before. The App Router offers no shutdown hook
 * (https://github.com/vercel/next.js/issues/51404), so this takes Next's own SIGTERM listeners and calls
 * them after the drain: the one framework workaround, held by e2e/shutdown.spec.ts on the built server.
 * Between the drain and Next's stop comes `lastWork` (the spool's last move into PostgreSQL), for at
 * most LAST_WORK_MS; Next's stop then has NEXT_STOP_MS before the instance exits regardless.
 */
export function drainOnSigterm(drainMs: number, lastWork: () => Promise<unknown> = async () => undefined) {
  processSingleton("nexaloom.drainOnSigterm", () => {
    const next = process.listeners("SIGTERM");
    process.removeAllListeners("SIGTERM");
    process.once("SIGTERM", () => {
      state().phase = "draining";
      log().info({ event: "instance.draining", drainMs }, "unready; stopping once the balancers have moved on");
      setTimeout(async () => {
        await orLate(lastWork(), LAST_WORK_MS);
        if (next.length === 0) process.exit(143);
        for (const listener of next) listener("SIGTERM");
        setTimeout(() => {
          log().warn(
            { event: "instance.stop_overdue", waitedMs: NEXT_STOP_MS },
            "requests still open after the longest a request may take; exiting without them",
          );
          process.exit(143);
        }, NEXT_STOP_MS).unref();
      }, drainMs);
    });
  });
}
