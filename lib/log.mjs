// The one logger: one JSON line per event on standard output, with level, time, event and message.
// Plain JavaScript, kept on globalThis: lib/cache/cache-handler.mjs and lib/redis-client.mjs are loaded
// by Next outside its bundles, and every copy must write through the same logger.
import pino from "pino";
import { settings } from "./settings.mjs";

const key = Symbol.for("nexaloom.log");

/**
 * `log().error({ event: "outbox.send_failed", submissions }, "e-mail not sent")`: the event name is the
 * stable part operators search for; fields carry ids and codes, never a visitor's e-mail, phone,
 * message or file.
 */
export function log() {
  return (globalThis[key] ??= pino(
    {
      level: settings().logLevel,
      base: undefined,
      messageKey: "message",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    // Through process.stdout rather than pino's own file descriptor writer, so lines keep their order
    // with Next's own output.
    process.stdout,
  ));
}
