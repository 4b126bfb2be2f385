// How every dependency's failure reaches the log. Plain JavaScript, so lib/cache/cache-handler.mjs and
// lib/redis-client.mjs, which Next loads outside its bundles, report the same way as the app's code.
import { log } from "./log.mjs";

/**
 * @typedef {object} FailureNotice
 * @property {(fields?: Record<string, unknown>) => void} failed
 * @property {(fields?: Record<string, unknown>) => void} recovered
 */

/**
 * A dependency that fails on every request (Redis away, WordPress down) is logged when it starts
 * failing and when it recovers, not once per request: an outage is two lines, not a flood. The state
 * only decides what is logged, never an answer. It is the notice's own, not the event's (several
 * peers may share an event and tell themselves apart by a field), so make each notice once per
 * process: inside a process singleton (the runtimes, the cache's configuration, the Redis client) or
 * through processSingleton, or every bundle's copy of a module logs the same outage again.
 *
 * @param {string} event
 * @param {string} message
 * @param {{ event: string; message: string }} [back] the line that says it works again
 * @returns {FailureNotice}
 */
export function failureNotice(event, message, back = { event: `${event}.recovered`, message: "working again" }) {
  let failing = false;
  return {
    /** @param {Record<string, unknown>} [fields] */
    failed(fields = {}) {
      if (failing) return;
      failing = true;
      log().warn({ event, ...fields }, message);
    },
    /** @param {Record<string, unknown>} [fields] */
    recovered(fields = {}) {
      if (!failing) return;
      failing = false;
      log().info({ event: back.event, ...fields }, back.message);
    },
  };
}

/**
 * What a log line says about an error: its class and its code, never its message (a message can quote
 * a URL, a host, a path or a visitor's words). The class is the error's `name`, or its constructor's
 * when it kept Error's; the code is the first one along its causes, since fetch reports "fetch failed"
 * with ECONNREFUSED on the cause.
 *
 * @param {unknown} error
 * @returns {{ error: string; code: string | undefined }}
 */
export function errorFields(error) {
  return { error: className(error), code: codeOf(error) };
}

/** @param {unknown} error */
function className(error) {
  if (typeof error !== "object" || error === null) return typeof error;
  const { name } = /** @type {{ name?: unknown }} */ (error);
  return typeof name === "string" && name !== "Error" ? name : (error.constructor?.name ?? "Object");
}

const MAX_CAUSES = 5;

/** @param {unknown} error */
function codeOf(error) {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSES && typeof current === "object" && current !== null; depth += 1) {
    const { code, cause } = /** @type {{ code?: unknown; cause?: unknown }} */ (current);
    if (typeof code === "string" || typeof code === "number") return String(code);
    current = cause;
  }
  return undefined;
}
