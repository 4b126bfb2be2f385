// The one logger: one JSON line per event on standard output, with level, time, event and message.
// Plain JavaScript, one per process: lib/cache/cache-handler.mjs and lib/redis-client.mjs are loaded
// by Next outside its bundles, and every copy must write through the same logger.
import pino from "pino";
import { processSingleton } from "./process-singleton.mjs";
import { settings } from "./settings.mjs";

/**
 * `log().error({ event: "outbox.send_failed", submissions }, "e-mail not sent")`: the event name is the
 * stable part operators search for; fields carry ids and codes, never a visitor's e-mail, phone,
 * message or file.
 *
 * @returns {import("pino").Logger}
 */
export function log() {
  return processSingleton("nexaloom.log", () =>
    pino(
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
    ),
  );
}
