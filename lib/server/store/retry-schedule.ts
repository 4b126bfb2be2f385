import "server-only";

/**
 * When a failed delivery is tried again: one rule for what the stores keep, e-mails (the file store
 * in each record, PostgreSQL in next_attempt_at) and the edge's purges (lib/server/edge/).
 */

/** Waits `firstMs` after the first failure, doubling after each further one, never more than `maxMs`. */
export function backoff({ firstMs, maxMs }: { firstMs: number; maxMs: number }) {
  /** How long to wait after the `attempts`-th failure (1-based) before the next try. */
  return (attempts: number): number => Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/** A failed e-mail waits 5 s, then 10 s, 20 s ... doubling up to 15 minutes between tries. */
export const retryDelayMs = backoff({ firstMs: 5_000, maxMs: 15 * 60_000 });

/** A failed purge waits 1 s, 2 s, 4 s, then 5 s between tries: the edge should hear soon after it is back. */
export const purgeRetryDelayMs = backoff({ firstMs: 1_000, maxMs: 5_000 });

/**
 * A day of trying, then the e-mail is marked failed: no more automatic tries, one `outbox.gave_up`
 * line, and it waits for `npm run outbox:retry`. Bounded by time rather than by a small count because
 * the common cause is the mail server (an outage, an expired password over a weekend night), not the
 * message: ten tries would be over in 36 minutes, and every outage would end in a manual retry. A day
 * covers a provider's outage and a night; readiness (a 30-minute backlog) and the metrics have told an
 * operator long before. It is counted in attempts so that time an instance was down does not count.
 */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The attempt made a day after the first by the schedule above (the 104th) is the last. */
export const GIVE_UP_AFTER_ATTEMPTS = (() => {
  let attempts = 1;
  for (let waited = 0; waited < GIVE_UP_AFTER_MS; attempts += 1) waited += retryDelayMs(attempts);
  return attempts;
})();

/** Whether the `attempts`-th send, having failed, was the last one. */
export const givesUp = (attempts: number) => attempts >= GIVE_UP_AFTER_ATTEMPTS;
