/** Milliseconds from `since` until `check` holds, polled every 50 ms; Infinity if it never does within `limitMs`. */
export async function timeUntil(check: () => Promise<boolean>, since: number, limitMs = 10_000): Promise<number> {
  while (Date.now() - since < limitMs) {
    if (await check().catch(() => false)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

export const summary = (values: number[]) =>
  `p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;
