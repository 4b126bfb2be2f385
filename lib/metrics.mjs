// Prometheus metrics of this process (prom-client), served by /api/metrics behind METRICS_TOKEN. Plain
// JavaScript, one per process: lib/cache/cache-handler.mjs is loaded by Next outside its bundles,
// and every route bundle must count into the same registry.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { processSingleton } from "./process-singleton.mjs";

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "nexaloom_process_" });
  const registers = [registry];
  return {
    registry,
    /** What reached the company, and what was turned away and why (labels: form, outcome, reason). */
    submissions: new Counter({
      name: "nexaloom_submissions_total",
      help: "Form submissions accepted or refused by this instance",
      labelNames: ["form", "outcome", "reason"],
      registers,
    }),
    emails: new Counter({
      name: "nexaloom_emails_total",
      help: "E-mail deliveries of submissions: sent, failed and kept for retry, or gave_up (failed for the last time, marked failed)",
      labelNames: ["outcome"],
      registers,
    }),
    webhook: new Counter({
      name: "nexaloom_webhook_events_total",
      help: "WordPress webhook events handled, by event and what the edge made of the purge",
      labelNames: ["event", "edge"],
      registers,
    }),
    wordpress: new Histogram({
      name: "nexaloom_wordpress_request_duration_seconds",
      help: "Requests to WordPress's REST API, by outcome",
      labelNames: ["outcome"],
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 8],
      registers,
    }),
    lastGood: new Counter({
      name: "nexaloom_last_good_served_total",
      help: "Blog answers built from WordPress's last good answer while it failed",
      registers,
    }),
    rateLimited: new Counter({
      name: "nexaloom_rate_limit_refusals_total",
      help: "Submissions refused by the rate limit",
      labelNames: ["receiver"],
      registers,
    }),
    cacheErrors: new Counter({
      name: "nexaloom_shared_cache_errors_total",
      help: "Shared cache (Redis) operations that failed and fell back to this instance's copy",
      labelNames: ["operation"],
      registers,
    }),
  };
}

export function metrics() {
  return processSingleton("nexaloom.metrics", create);
}

/**
 * Gauges read from the submission store at scrape time (the same numbers on every instance, since the
 * store is shared): stored submissions, the e-mail backlog and its oldest entry's age, and the e-mails
 * given up on. Registered once.
 *
 * @param {() => Promise<{ stored: number; unsent: number; oldestUnsentMs: number | null; failed: number }>} read
 */
export function registerStoreGauges(read) {
  const all = metrics();
  if (all.storeGauges) return;
  const registers = [all.registry];
  let pending;
  // One read per scrape for all four gauges.
  const snapshot = () => (pending ??= read().finally(() => setTimeout(() => (pending = undefined), 0)));
  all.storeGauges = [
    new Gauge({
      name: "nexaloom_submissions_stored",
      help: "Submissions the store holds (spam excluded)",
      registers,
      async collect() {
        this.set((await snapshot()).stored);
      },
    }),
    new Gauge({
      name: "nexaloom_outbox_backlog",
      help: "Submissions whose e-mail has not gone out and is still being tried (failed ones excluded)",
      registers,
      async collect() {
        this.set((await snapshot()).unsent);
      },
    }),
    new Gauge({
      name: "nexaloom_outbox_oldest_unsent_seconds",
      help: "How long the oldest unsent e-mail has waited (0 when none waits)",
      registers,
      async collect() {
        this.set(((await snapshot()).oldestUnsentMs ?? 0) / 1000);
      },
    }),
    new Gauge({
      name: "nexaloom_outbox_failed",
      help: "Submissions whose e-mail was given up on after a day of tries; npm run outbox:retry tries them again",
      registers,
      async collect() {
        this.set((await snapshot()).failed);
      },
    }),
  ];
}
