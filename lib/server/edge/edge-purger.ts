import "server-only";
import type { PurgeKind } from "@/lib/edge/providers.mjs";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import type { PurgeQueue, PurgeQueueStats, PurgeRound, PurgeSender } from "./purge-queue";
import { serialRounds } from "../serial-rounds";

/** "queued": kept, and sent in the background until the edge takes it; "off": no CDN_PROVIDER. */
export type PurgeOutcome = "queued" | "off";

export type EdgePurger = {
  /** Keeps the purge durably and starts its delivery (at once, or as the window ends), without waiting for the edge. */
  purge(keys: string[], kind: PurgeKind): Promise<PurgeOutcome>;
  /** The same for the purges of one change, which start one round together (the hard ones go first in it). */
  purgeAll(purges: readonly { keys: string[]; kind: PurgeKind }[]): Promise<PurgeOutcome>;
  /** Retries what the edge did not take, every intervalMs from now on (called once, at boot). */
  start(): void;
  /** What waits for the edge, for the gauges. */
  stats(): Promise<PurgeQueueStats>;
};

export const noEdgePurger: EdgePurger = {
  purge: async () => "off",
  purgeAll: async () => "off",
  start() {},
  stats: async () => ({ depth: 0, oldestMs: null }),
};

/**
 * The shortest time between two rounds a purge starts. A publish goes to the edge at once; a burst of
 * webhooks behind it (a bulk edit in WordPress sends one per post, one after another) waits for the
 * window's end and goes out as one request: Cloudflare's Free plan takes 5 tag purges a minute, so ten
 * posts purged one by one would be refused from the sixth on. Each webhook is answered in tens of
 * milliseconds, so a quarter of a second holds a burst.
 */
const PURGE_WINDOW_MS = 250;

/**
 * A purge is delivery, like an e-mail: written to the queue before the edge is asked, so a failure
 * (edge down, rate limited, this instance stopped) leaves it for the next round on any instance. The
 * caller does not wait for the edge: WordPress's webhook call gives up after 3 s, and the edge may
 * take 2 s to time out. One round at a time per process, so a purge is never sent twice by the same
 * instance.
 */
export function createEdgePurger({
  queue,
  sender,
  intervalMs,
  windowMs = PURGE_WINDOW_MS,
}: {
  queue: PurgeQueue;
  sender: PurgeSender;
  intervalMs: number;
  windowMs?: number;
}): EdgePurger {
  let timer: ReturnType<typeof setInterval> | undefined;
  /** The round that takes the purges queued within the window of the last one, once it ends. */
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let lastStartedAt = -Infinity;
  /** Until when the edge asked not to be asked again (a 429's Retry-After). */
  let quietUntil = 0;
  // A change of state is logged, not every round: an edge down for an hour is two lines, not 1,800.
  const edgeNotice = failureNotice("edge.purge_failed", "the edge did not take a purge; kept for retry");
  const queueNotice = failureNotice(
    "edge.queue_unreadable",
    "the purge queue could not be read or written; its purges wait for the store",
  );

  function report({ delivered, givenUp, retry, setAside }: PurgeRound) {
    queueNotice.recovered();
    for (const { id, error } of setAside)
      log().error(
        { event: "edge.purge_unreadable", purge: id, ...errorFields(error) },
        "a queued purge could not be read; moved to edge-purges/unreadable/ for an operator",
      );
    for (const { id, kind, keys, reason } of givenUp) {
      log().error(
        { event: "edge.purge_given_up", purge: id, kind, keys, reason },
        "the edge refused a purge in a way no retry can fix; it left the queue, and the edge may serve its pages until they expire",
      );
      metrics().purgesGivenUp.inc();
    }
    if (retry) {
      edgeNotice.failed({ reason: retry.reason, retryAfterMs: retry.waitMs ?? undefined });
      if (retry.waitMs !== null) quietUntil = Date.now() + retry.waitMs;
    } else if (delivered) edgeNotice.recovered({ delivered });
  }

  // A purge queued while a round runs may be past that round's reading: one more round follows it.
  const deliverDue = serialRounds(async () => {
    // Purges queued while the edge asked for quiet wait for it with the rest, rather than earn another 429.
    if (Date.now() < quietUntil) return;
    await queue.deliver(sender).then(report, (error: unknown) => queueNotice.failed(errorFields(error)));
  });

  async function purgeAll(purges: readonly { keys: string[]; kind: PurgeKind }[]): Promise<PurgeOutcome> {
    for (const { keys, kind } of purges) await queue.add(keys, kind);
    if (trailing) return "queued";
    const start = () => {
      trailing = undefined;
      lastStartedAt = Date.now();
      void deliverDue();
    };
    // Not moved by each purge: a steady stream still goes out once a window.
    const wait = lastStartedAt + windowMs - Date.now();
    if (wait <= 0) start();
    else trailing = setTimeout(start, wait).unref();
    return "queued";
  }

  return {
    purge: (keys, kind) => purgeAll([{ keys, kind }]),
    purgeAll,
    start() {
      if (timer) return;
      void deliverDue();
      timer = setInterval(() => void deliverDue(), intervalMs);
      timer.unref();
    },
    stats: () => queue.stats(),
  };
}
