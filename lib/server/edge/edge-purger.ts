import "server-only";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import type { PurgeQueue, PurgeQueueStats, PurgeRound } from "./purge-queue";
import type { SendPurge } from "./purge-request";
import { serialRounds } from "../serial-rounds";

/** "queued": kept, and sent in the background until the edge takes it; "off": no CDN_PURGE_URL. */
export type PurgeOutcome = "queued" | "off";

export type EdgePurger = {
  /** Keeps the purge durably and starts its delivery at once, without waiting for the edge. */
  purge(keys: string[]): Promise<PurgeOutcome>;
  /** Retries what the edge did not take, every intervalMs from now on (called once, at boot). */
  start(): void;
  /** What waits for the edge, for the gauges. */
  stats(): Promise<PurgeQueueStats>;
};

export const noEdgePurger: EdgePurger = {
  purge: async () => "off",
  start() {},
  stats: async () => ({ depth: 0, oldestMs: null }),
};

/**
 * A purge is delivery, like an e-mail: written to the queue before the edge is asked, so a failure
 * (edge down, timeout, this instance stopped) leaves it for the next round on any instance. The caller
 * does not wait for the edge: WordPress's webhook call gives up after 3 s, and the edge may take 2 s to
 * time out. One round at a time per process, so a purge is never sent twice by the same instance.
 */
export function createEdgePurger({
  queue,
  send,
  intervalMs,
}: {
  queue: PurgeQueue;
  send: SendPurge;
  intervalMs: number;
}): EdgePurger {
  let timer: ReturnType<typeof setInterval> | undefined;
  // A change of state is logged, not every round: an edge down for an hour is two lines, not 1,800.
  const edgeNotice = failureNotice("edge.purge_failed", "the edge did not take a purge; kept for retry");
  const queueNotice = failureNotice(
    "edge.queue_unreadable",
    "the purge queue could not be read or written; its purges wait for the store",
  );

  function report({ sent, failed, lastError, setAside }: PurgeRound) {
    queueNotice.recovered();
    for (const { id, error } of setAside)
      log().error(
        { event: "edge.purge_unreadable", purge: id, ...errorFields(error) },
        "a queued purge could not be read; moved to edge-purges/unreadable/ for an operator",
      );
    if (failed) edgeNotice.failed(errorFields(lastError));
    else if (sent) edgeNotice.recovered({ delivered: sent });
  }

  // A purge queued while a round runs may be past that round's reading: one more round follows it.
  const deliverDue = serialRounds(() =>
    queue.deliver(send).then(report, (error: unknown) => queueNotice.failed(errorFields(error))),
  );

  return {
    async purge(keys) {
      await queue.add(keys);
      void deliverDue();
      return "queued";
    },
    start() {
      if (timer) return;
      void deliverDue();
      timer = setInterval(() => void deliverDue(), intervalMs);
      timer.unref();
    },
    stats: () => queue.stats(),
  };
}
