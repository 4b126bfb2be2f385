import "server-only";
import { config } from "@/lib/config";
import { PROBE_TIMEOUT_MS, runtime } from "../runtime";
import { RETRY_MAX_DELAY_MS } from "../store/retry-schedule";
import type { StoreHealth } from "./store-probe";

/** E-mail retries back off up to 15 minutes; a lead older than twice that unsent means SMTP is not taking mail. */
export const OUTBOX_MAX_AGE_MS = 2 * RETRY_MAX_DELAY_MS;

type Check = "ok" | "failed" | "timeout" | "off";

/** Each check runs at once beside the others and is abandoned at the deadline: a probe answers fast whatever a peer does. */
async function check(run: (() => Promise<unknown>) | undefined): Promise<{ state: Check; value?: unknown }> {
  if (!run) return { state: "off" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">(
    (resolve) => (timer = setTimeout(() => resolve("timeout"), PROBE_TIMEOUT_MS)),
  );
  try {
    const outcome = await Promise.race([run().then((value) => ({ value })), deadline]);
    return outcome === "timeout" ? { state: "timeout" } : { state: "ok", value: outcome.value };
  } catch {
    return { state: "failed" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: its settings, its submission store (files or PostgreSQL) taking
 * writes, Redis answering when configured, and no lead waiting for its e-mail past the bound.
 * WordPress is reported, never decisive: the last good pages cover its outages. E-mails given up on
 * after a day of tries (`failedEmails`) are reported, never decisive, and not in the oldest unsent
 * age: taking every instance out of rotation would deliver nothing, and while tries go on the age
 * bound has already failed readiness. No hostnames or secrets: the answer is for balancers and
 * operators' dashboards.
 */
export async function readiness() {
  const settings = config();
  const { health } = runtime();
  const [store, redis, wordpress] = await Promise.all([
    check(health.store),
    check(health.redis),
    check(health.wordpress),
  ]);
  const held = store.state === "ok" ? (store.value as StoreHealth) : undefined;
  const oldestUnsentMs = held?.oldestUnsentMs ?? null;
  const outbox: Check = !settings.smtpUrl
    ? "off"
    : store.state !== "ok"
      ? store.state
      : (oldestUnsentMs ?? 0) > OUTBOX_MAX_AGE_MS
        ? "failed"
        : "ok";
  const ready = store.state === "ok" && (redis.state === "ok" || redis.state === "off") && outbox !== "failed";
  return {
    ready,
    checks: {
      settings: "ok" as Check,
      store: store.state,
      redis: redis.state,
      outbox,
      oldestUnsentSeconds: oldestUnsentMs === null ? null : Math.round(oldestUnsentMs / 1000),
      failedEmails: held ? held.failed : null,
      wordpress: wordpress.state,
    },
  };
}
