import { routePaths } from "../../lib/routes";
import { contactFields, newKey, postForm, statusOf } from "./client";
import { clusterEnv } from "./settings";

export type Visited = { key: string; email: string; status: number; switching: boolean };

/**
 * Visitors through the edge until `done` settles: pages (half of them past the edge's store, to reach the
 * instances) and form posts. A post a second until `switching()` turns true (instances being replaced),
 * then five a second, from forty client addresses in turn, each well within its rate limit: a POST is
 * never retried by the edge, so one that met a stopping instance would show.
 */
export async function visitorsDuring(done: Promise<unknown>, switching: () => boolean) {
  const { edge } = clusterEnv();
  const run = `visit-${Date.now().toString(36)}`;
  const pages = new Map<number, number>();
  const failures: string[] = [];
  const posted: Visited[] = [];
  let finished = false;
  void done.finally(() => (finished = true));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const readers = Array.from({ length: 2 }, async (_, reader) => {
    for (let index = reader; !finished; index += 2) {
      const path = `${routePaths[index % routePaths.length]}${index % 2 ? `?visit=${index}` : ""}`;
      const status = await statusOf(`${edge}${path}`, { redirect: "manual" });
      pages.set(status, (pages.get(status) ?? 0) + 1);
      if (status === 0 || status >= 500) failures.push(`${new Date().toISOString()} GET ${path}: ${status}`);
      await pause(50);
    }
  });
  let index = 0;
  const posters = Array.from({ length: 2 }, async (_, poster) => {
    while (!finished) {
      const now = switching();
      if (!now && poster === 1) {
        await pause(200);
        continue;
      }
      const mine = index++;
      const key = `${run}-${mine}-${newKey()}`;
      const fields = contactFields(run, mine);
      const reply = await postForm(`${edge}/api/mail`, fields, {
        from: `127.0.6.${(mine % 40) + 1}`,
        headers: { "idempotency-key": key },
      });
      posted.push({ key, email: fields.email, status: reply.status, switching: now });
      if (reply.status !== 200)
        failures.push(`${new Date().toISOString()} POST /api/mail: ${reply.status} ${reply.body.slice(0, 120)}`);
      await pause(now ? 400 : 1_000);
    }
  });
  await Promise.all([...readers, ...posters]);
  return { pages, posted, failures };
}
