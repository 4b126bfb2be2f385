import "server-only";
import { failureNotice } from "@/lib/failure-notice";
import { log } from "@/lib/log.mjs";
import type { PurgeQueue } from "./purge-queue";
import type { SendPurge } from "./purge-request";

/** "off": no CDN_PURGE_URL; "queued": kept and retried until the edge takes it. */
export type PurgeOutcome = "purged" | "queued" | "off";

export type EdgePurger = {
  /** Keeps the purge durably, then asks the edge once at once. */
  purge(keys: string[]): Promise<PurgeOutcome>;
  /** Retries what the edge did not take, every intervalMs from now on (called once, at boot). */
  start(): void;
};

export const noEdgePurger: EdgePurger = { purge: async () => "off", start() {} };

/**
 * A purge is delivery, like an e-mail: written to the queue before the edge is asked, so a failure
 * (edge down, timeout, this instance stopped) leaves it for the next round on any instance.
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
  let round: Promise<void> | undefined;
  // A change of state is logged, not every round: an edge down for an hour is two lines, not 1,800.
  const notice = failureNotice("edge.purge_failed", "the edge did not take a purge; kept for retry");

  function report({ sent, failed, lastError }: Awaited<ReturnType<PurgeQueue["deliver"]>>) {
    if (failed) notice.failed({ reason: lastError });
    else if (sent) notice.recovered({ delivered: sent });
  }

  function retryDue() {
    round ??= queue
      .deliver(send)
      .then(report, (error) =>
        log().error(
          { event: "edge.queue_unreadable", error: String(error).slice(0, 200) },
          "the purge queue could not be read",
        ),
      )
      .finally(() => (round = undefined));
    return round;
  }

  return {
    async purge(keys) {
      const id = await queue.add(keys);
      const result = await queue.deliver(send, id).catch(() => ({ sent: 0, failed: 1, lastError: "queue unreadable" }));
      report(result);
      return result.sent === 1 ? "purged" : "queued";
    },
    start() {
      if (timer) return;
      void retryDue();
      timer = setInterval(() => void retryDue(), intervalMs);
      timer.unref();
    },
  };
}
