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
      help: "Form submissions accepted, held (kept, not e-mailed until released) or refused by this instance",
      labelNames: ["form", "outcome", "reason"],
      registers,
    }),
    /** Posts identical to one stored in the last ten minutes: answered with its id, not stored or e-mailed again. */
    duplicates: new Counter({
      name: "nexaloom_submission_duplicates_total",
      help: "Posts identical to one stored in the last ten minutes, answered with the first one's id and not stored again",
      labelNames: ["form"],
      registers,
    }),
    /** The daily e-mail listing held posts: sent (by this instance), empty (none held), failed. */
    heldDigests: new Counter({
      name: "nexaloom_held_digests_total",
      help: "Daily digests of held posts this instance sent, found empty (nothing held), or failed to send",
      labelNames: ["outcome"],
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
      help: "WordPress webhook events handled, by event and whether a purge was queued for the edge (queued) or purges are off (off)",
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
    purgesGivenUp: new Counter({
      name: "nexaloom_edge_purges_given_up_total",
      help: "Purges the edge refused in a way no retry fixes (a wrong token, service or zone, keys it will not take), dropped from the queue",
      registers,
    }),
    retentionDeleted: new Counter({
      name: "nexaloom_retention_deleted_total",
      help: "Submissions deleted by this instance because they outlived their retention period",
      registers,
    }),
    spool: new Counter({
      name: "nexaloom_spool_events_total",
      help: "Submissions spooled because PostgreSQL did not take them in time, drained into it, refused with the spool full, stored under their own id after an Idempotency-Key conflict, or dropped (erased: their person was erased since)",
      labelNames: ["outcome"],
      registers,
    }),
    challenges: new Counter({
      name: "nexaloom_challenge_checks_total",
      help: "Form posts by what their proof-of-work solution proved: verified, or missing, invalid, expired or replayed (the post is then held)",
      labelNames: ["outcome"],
      registers,
    }),
    resumeScans: new Counter({
      name: "nexaloom_resume_scans_total",
      help: "Resume scans by clamd (CLAMD_URL): clean, detected (refused, or deleted on a rescan) or unscanned (clamd did not answer: kept pending), at upload or rescan",
      labelNames: ["outcome", "when"],
      registers,
    }),
    pendingScan: new Gauge({
      name: "nexaloom_resumes_pending_scan",
      help: "Applications kept but held because clamd could not scan their resume, as of the outbox's last rescan",
      registers,
    }),
    pendingScanOldest: new Gauge({
      name: "nexaloom_resumes_pending_scan_oldest_seconds",
      help: "How long the oldest application held for a scan has waited (0 when none waits)",
      registers,
    }),
    // The gauges below are set by the background sampler (lib/server/health/sampler.ts), never read
    // from a peer at scrape time: a scrape must not fail, or wait, because a dependency does.
    dependencyUp: new Gauge({
      name: "nexaloom_dependency_up",
      help: "Whether a shared dependency answered this instance's last background probe (1) or not (0)",
      labelNames: ["dependency"],
      registers,
    }),
    spoolSubmissions: new Gauge({
      name: "nexaloom_spool_submissions",
      help: "Submissions waiting in this instance's spool for PostgreSQL",
      registers,
    }),
    spoolBytes: new Gauge({ name: "nexaloom_spool_bytes", help: "Bytes this instance's spool holds", registers }),
    stored: new Gauge({
      name: "nexaloom_submissions_stored",
      help: "Submissions the store holds (held and test posts excluded), as of its last good probe",
      registers,
    }),
    backlog: new Gauge({
      name: "nexaloom_outbox_backlog",
      help: "Submissions whose e-mail has not gone out and is still being tried (failed ones excluded)",
      registers,
    }),
    oldestUnsent: new Gauge({
      name: "nexaloom_outbox_oldest_unsent_seconds",
      help: "How long the oldest unsent e-mail has waited (0 when none waits)",
      registers,
    }),
    failedEmails: new Gauge({
      name: "nexaloom_outbox_failed",
      help: "Submissions whose e-mail was given up on after a day of tries; npm run outbox:retry tries them again",
      registers,
    }),
    clamdSignaturesAge: new Gauge({
      name: "nexaloom_clamd_signatures_age_seconds",
      help: "Age of clamd's newest signature database, from its VERSION answer (0 until clamd names a dated database, as freshclam's are)",
      registers,
    }),
    purgeDepth: new Gauge({
      name: "nexaloom_edge_purge_queue_depth",
      help: "Purges waiting for the edge to take them",
      registers,
    }),
    purgeOldest: new Gauge({
      name: "nexaloom_edge_purge_queue_oldest_seconds",
      help: "How long the oldest purge has waited for the edge (0 when none waits)",
      registers,
    }),
  };
}

export function metrics() {
  return processSingleton("nexaloom.metrics", create);
}
