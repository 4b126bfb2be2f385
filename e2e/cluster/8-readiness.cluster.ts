import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { query } from "./database";
import { cluster, clusterDir, clusterEnv } from "./settings";
import { timeUntil } from "./wait";

/**
 * Readiness is what the balancer steers by. The edge (Varnish) probes each instance's /api/ready every
 * second; an instance whose PostgreSQL or Redis is gone, or frozen (accepting connections, never
 * answering: SIGSTOP on its process group), must be out of rotation within 5 s and back within 5 s of
 * the peer's return, while liveness keeps answering 200.
 */
const WITHIN_MS = 5_000;

const statuses = (paths: string[]) =>
  Promise.all(
    paths.map((url) =>
      fetch(url, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => response.status,
        () => 0,
      ),
    ),
  );

/** The edge's own view of its backends (varnishadm backend.list): instance name to "healthy" or "sick". */
function edgeBackends(): Record<string, string> {
  const out = execFileSync("varnishadm", ["-n", path.join(clusterDir, "varnish"), "backend.list"], {
    encoding: "utf8",
  });
  return Object.fromEntries(
    [...out.matchAll(/(instance\d+)\s+\S+\s+\S+\s+(healthy|sick)/g)].map((match) => [match[1]!, match[2]!]),
  );
}

async function steered(expectReady: boolean, since: number) {
  const { instances } = clusterEnv();
  const want = expectReady ? 200 : 503;
  return timeUntil(
    async () => {
      const ready = await statuses(instances.map((instance) => `${instance}/api/ready`));
      const backends = Object.values(edgeBackends());
      return (
        ready.every((status) => status === want) &&
        backends.length === instances.length &&
        backends.every((state) => state === (expectReady ? "healthy" : "sick"))
      );
    },
    since,
    15_000,
  );
}

const outages: [string, { down: string[]; up: string[] }][] = [
  ["PostgreSQL stopped", { down: ["stop-postgres"], up: ["start-postgres"] }],
  ["PostgreSQL frozen", { down: ["freeze", "postgres"], up: ["thaw", "postgres"] }],
  ["Redis stopped", { down: ["stop-redis"], up: ["start-redis"] }],
  ["Redis frozen", { down: ["freeze", "redis"], up: ["thaw", "redis"] }],
];

for (const [outage, { down, up }] of outages) {
  test(`${outage}: every instance unready and out of the edge's rotation within 5 s, liveness 200 throughout, and back within 5 s`, async () => {
    test.setTimeout(90_000);
    const { instances } = clusterEnv();
    const stored = Number((await query<{ count: string }>("SELECT count(*) FROM submissions"))[0]!.count);
    expect(await steered(true, Date.now())).toBeLessThan(WITHIN_MS);

    cluster(...down);
    let back = Infinity;
    try {
      const gone = await steered(false, Date.now());
      expect(await statuses(instances.map((instance) => `${instance}/api/health`))).toEqual(instances.map(() => 200));
      console.log(`${outage}: out of rotation after ${gone} ms`);
      expect(gone).toBeLessThanOrEqual(WITHIN_MS);
    } finally {
      cluster(...up);
      back = await steered(true, Date.now());
    }
    console.log(`${outage}: back in rotation ${back} ms after it returned`);
    expect(back).toBeLessThanOrEqual(WITHIN_MS);
    // Nothing the store held was lost with the outage.
    expect(
      Number((await query<{ count: string }>("SELECT count(*) FROM submissions"))[0]!.count),
    ).toBeGreaterThanOrEqual(stored);
  });
}
