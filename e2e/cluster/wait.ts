import { percentile } from "../../tools/kit/stats.ts";
import { statusOf } from "./client";
/** Milliseconds from `since` until `check` holds, polled every 50 ms; Infinity if it never does within `limitMs`. */
export async function timeUntil(check: () => Promise<boolean>, since: number, limitMs = 10_000): Promise<number> {
  while (Date.now() - since < limitMs) {
    if (await check().catch(() => false)) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

export const summary = (values: number[]) =>
  `p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;

/**
 * Asks each of `urls` every `everyMs` until stopped, and keeps every answer that was not `expected`
 * (status 0: no answer within 2 s). For "every instance stays ready throughout".
 */
export function watchStatuses(urls: string[], expected = 200, everyMs = 250) {
  const unexpected: { url: string; status: number; at: number }[] = [];
  let asked = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const round = Date.now();
      await Promise.all(
        urls.map(async (url) => {
          const status = await statusOf(url, {}, 2_000);
          asked += 1;
          if (status !== expected) unexpected.push({ url, status, at: Date.now() });
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - round))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { asked, unexpected };
    },
  };
}
