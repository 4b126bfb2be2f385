// Types of lib/metrics.mjs (the project compiles TypeScript only).
import type { Counter, Histogram, Registry } from "prom-client";

export declare function metrics(): {
  registry: Registry;
  submissions: Counter<"form" | "outcome" | "reason">;
  emails: Counter<"outcome">;
  webhook: Counter<"event" | "edge">;
  wordpress: Histogram<"outcome">;
  lastGood: Counter;
  rateLimited: Counter<"receiver">;
  cacheErrors: Counter<"operation">;
};
export declare function registerStoreGauges(
  read: () => Promise<{ stored: number; unsent: number; oldestUnsentMs: number | null; failed: number }>,
): void;
