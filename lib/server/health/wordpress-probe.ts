import "server-only";

/** Asked at most this often: balancers probe every second, and WordPress's answer only informs. */
const REMEMBER_MS = 10_000;

/** Whether WordPress's REST root answers; the last answer is reused for a few seconds. */
export function wordpressProbe(base: string, timeoutMs: number): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  return () => {
    if (last && Date.now() - last.at < REMEMBER_MS) return last.result;
    const result = fetch(`${base}/wp-json/`, {
      method: "HEAD",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    }).then((response) => {
      if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
    });
    result.catch(() => undefined);
    last = { at: Date.now(), result };
    return result;
  };
}
