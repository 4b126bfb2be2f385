// Types of lib/metrics.mjs (the project compiles TypeScript only).
import type { Counter, Gauge, Histogram, Registry } from "prom-client";

export declare function metrics(): {
  registry: Registry;
  submissions: Counter<"form" | "outcome" | "reason">;
  emails: Counter<"outcome">;
  webhook: Counter<"event" | "edge">;
  wordpress: Histogram<"outcome">;
  lastGood: Counter;
  rateLimited: Counter<"receiver">;
  cacheErrors: Counter<"operation">;
  purgesGivenUp: Counter;
  spool: Counter<"outcome">;
  dependencyUp: Gauge<"dependency">;
  spoolSubmissions: Gauge;
  spoolBytes: Gauge;
  stored: Gauge;
  backlog: Gauge;
  oldestUnsent: Gauge;
  failedEmails: Gauge;
  purgeDepth: Gauge;
  purgeOldest: Gauge;
};
