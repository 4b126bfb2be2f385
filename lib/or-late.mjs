// A wait with a bound: a peer that is frozen (connected, never answering) must not hold up the caller.

/** What `orLate` gives when the work had not settled in time. */
export const late = Symbol("late");

/**
 * `work`'s answer, or `late` once `ms` have passed. The work goes on; nobody awaits it after its
 * deadline, so its rejection is caught here rather than left unhandled.
 *
 * @template T
 * @param {Promise<T>} work
 * @param {number} ms
 * @returns {Promise<T | typeof late>}
 */
export function orLate(work, ms) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Promise<typeof late>} */
  const deadline = new Promise((resolve) => (timer = setTimeout(() => resolve(late), ms)));
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
