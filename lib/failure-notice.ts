import { log } from "@/lib/log.mjs";

/**
 * A dependency that fails on every request (Redis away, WordPress down) is logged when it starts
 * failing and when it recovers, not once per request: an outage is two lines, not a flood. The state
 * only decides what is logged, never an answer.
 */
export function failureNotice(event: string, message: string) {
  let failing = false;
  return {
    failed(fields: Record<string, unknown> = {}) {
      if (failing) return;
      failing = true;
      log().warn({ event, ...fields }, message);
    },
    recovered(fields: Record<string, unknown> = {}) {
      if (!failing) return;
      failing = false;
      log().info({ event: `${event}.recovered`, ...fields }, "working again");
    },
  };
}

/** The name and code of an error, never its message (a message can quote a URL, a path or a visitor's words). */
export const errorFields = (error: unknown) => ({
  error: error instanceof Error ? error.name : typeof error,
  code: (error as NodeJS.ErrnoException | undefined)?.code,
});
