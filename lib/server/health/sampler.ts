import "server-only";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { metrics } from "@/lib/metrics.mjs";

/** The peers every instance shares: their state is reported (a gauge, an alert), never a reason to leave rotation. */
type Dependency = "postgres" | "redis" | "wordpress" | "smtp" | "clamd";

export type Probe = {
  /** A shared dependency gets an up gauge; an instance's own resource (its spool) and side readings get none. */
  dependency?: Dependency;
  name: string;
  everyMs: number;
  /** Past this the probe counts as failed (it is still awaited before the next one starts). */
  timeoutMs: number;
  /** Asks once; what it resolves to goes to `record`. It should bound its own waits too. */
  run: () => Promise<unknown>;
  record?: (value: never) => void;
};

export type Sampler = {
  /** Probes each peer in the background, one at a time per peer, each at most every `everyMs` (called once, at boot). */
  start(): void;
  /** Whether `name`'s last probe answered in time; undefined before its first answer or deadline. */
  healthy(name: string): boolean | undefined;
  /** Starts no more probes (a test's runtime that is thrown away). */
  stop(): void;
};

/**
 * Readiness and the gauges read what the last probe found, so neither does any work per request: a
 * thousand readiness checks a second cost a peer nothing, and a scrape never waits on, or fails with,
 * a dependency. A probe counts as failed at its `timeoutMs`; the next one starts only after it settles, so a
 * frozen peer never has more than one probe of an instance waiting on it.
 */
export function createSampler(probes: Probe[]): Sampler {
  const states = new Map<string, boolean>();
  let started = false;
  let stopped = false;

  function watch(probe: Probe) {
    const notice = probe.dependency
      ? failureNotice(
          "dependency.unavailable",
          "a shared dependency stopped answering this instance's probe; pages and forms go on without it",
        )
      : failureNotice(`${probe.name}.unavailable`, "this instance could not use its own resource");
    const mark = (up: boolean, fields: Record<string, unknown> = {}) => {
      states.set(probe.name, up);
      if (probe.dependency) metrics().dependencyUp.set({ dependency: probe.dependency }, up ? 1 : 0);
      const named = probe.dependency ? { dependency: probe.dependency, ...fields } : fields;
      if (up) notice.recovered(named);
      else notice.failed(named);
    };

    /** Marked failed at the deadline if still unanswered; settles only with the answer. */
    async function once() {
      const timer = setTimeout(() => mark(false, { reason: "timeout" }), probe.timeoutMs);
      await probe.run().then(
        (value) => {
          clearTimeout(timer);
          probe.record?.(value as never);
          mark(true);
        },
        (error: unknown) => {
          clearTimeout(timer);
          mark(false, errorFields(error));
        },
      );
    }

    function loop() {
      if (stopped) return;
      const begun = Date.now();
      void once().finally(() => {
        const timer = setTimeout(loop, Math.max(0, probe.everyMs - (Date.now() - begun)));
        timer.unref();
      });
    }
    loop();
  }

  return {
    start() {
      if (started) return;
      started = true;
      for (const probe of probes) watch(probe);
    },
    healthy: (name) => states.get(name),
    stop: () => void (stopped = true),
  };
}
