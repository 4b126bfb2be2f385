import "server-only";

/**
 * `round` run one at a time: a call while one runs returns it, and one more round follows it, since
 * what the caller just queued (a submission, a purge) may be past the running round's reading.
 */
export function serialRounds(round: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  function next(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void next();
      }
    });
    return running;
  }
  return next;
}
