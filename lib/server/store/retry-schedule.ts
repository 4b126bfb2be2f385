import "server-only";

/**
 * When an unsent e-mail is tried again, and when trying stops: one schedule for both stores (the file
 * store keeps the next time in each record, PostgreSQL in next_attempt_at).
 */

/** A failed send waits 5 s, then 10 s, 20 s ... doubling up to 15 minutes between tries. */
export const RETRY_FIRST_DELAY_MS = 5_000;
export const RETRY_MAX_DELAY_MS = 15 * 60_000;

/** How long to wait after the `attempts`-th failed send (1-based) before the next one. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

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
