import "server-only";

/** Whether WordPress's REST root answers. */
export function wordpressProbe(base: string, timeoutMs: number): () => Promise<void> {
  return async () => {
    const response = await fetch(`${base}/wp-json/`, {
      method: "HEAD",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`WordPress answered ${response.status}`);
  };
}
