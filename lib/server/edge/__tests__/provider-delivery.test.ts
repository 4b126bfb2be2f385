/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import type { CdnProviderName, PurgeTarget } from "@/lib/edge/providers.mjs";
import { sendPurge } from "@/lib/edge/send-purge.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { startCloudflareContract } from "@/tools/cdn-contract/cloudflare.mjs";
import type { ContractServer } from "@/tools/cdn-contract/contract-server.mjs";
import { startFastlyContract } from "@/tools/cdn-contract/fastly.mjs";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEdgePurger, type EdgePurger } from "../edge-purger";
import { createFilePurgeQueue } from "../file-purge-queue";
import { waitFor } from "../../../../tools/kit/processes.ts";

/**
 * The purger, its file queue and the real adapter (lib/edge/send-purge.mjs) against each provider's
 * contract server (tools/cdn-contract/), which checks every request as the provider documents it.
 */
const TOKEN = "purge-token-0123456789abcdef";

const providers: {
  provider: Exclude<CdnProviderName, "varnish">;
  serviceId: string;
  start: (token: string) => Promise<ContractServer>;
  maxKeys: number;
}[] = [
  {
    provider: "fastly",
    serviceId: "SU1Z0isxPaozGVKXdv0eY",
    start: (token) => startFastlyContract({ serviceId: "SU1Z0isxPaozGVKXdv0eY", token }),
    maxKeys: 256,
  },
  {
    provider: "cloudflare",
    serviceId: "023e105f4ecef8ad9ca31a8372d0c353",
    start: (token) => startCloudflareContract({ zoneId: "023e105f4ecef8ad9ca31a8372d0c353", token }),
    maxKeys: 100,
  },
];

/** Polls until `check` holds; fails the test after `ms`. */
const until = (check: () => unknown, ms = 3_000) => waitFor("the condition", check, ms, 20);

const givenUpTotal = async () => (await metrics().purgesGivenUp.get()).values[0]?.value ?? 0;

describe.each(providers)("purges delivered to $provider's purge API", ({ provider, serviceId, start, maxKeys }) => {
  let dir: string;
  let contract: ContractServer;
  let logged: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), `edge-purges-${provider}-`));
    contract = await start(TOKEN);
    logged = captureLog();
  });
  afterEach(async () => {
    logged.restore();
    await contract.close();
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  const waiting = async () =>
    (await fs.readdir(path.join(dir, "edge-purges")).catch(() => [])).filter((name) => name.endsWith(".json"));

  function purger(token = TOKEN, intervalMs = 60_000): EdgePurger {
    const target: PurgeTarget = { provider, apiUrl: contract.url, serviceId, token };
    return createEdgePurger({
      queue: createFilePurgeQueue(dir),
      sender: { provider, send: (keys, kind) => sendPurge(target, keys, kind) },
      intervalMs,
      // Wide enough that a slow machine still queues a burst within one window.
      windowMs: 1_500,
    });
  }

  it("sends a publish at once and the two queued within its window as one request, in the provider's format", async () => {
    const edge = purger();
    await edge.purge(["posts", "post-a"], "soft");
    await until(() => contract.purges.length === 1);
    await edge.purge(["posts", "post-b"], "soft");
    await edge.purge(["posts", "post-c"], "soft");
    await until(async () => (await waiting()).length === 0);
    expect(contract.refusals).toEqual([]);
    expect(contract.purges.map((purge) => purge.keys.sort())).toEqual([
      ["post-a", "posts"],
      ["post-b", "post-c", "posts"],
    ]);
    // Fastly: the keys in a Surrogate-Key header; Cloudflare: a JSON body of tags.
    if (provider === "fastly") expect(contract.purges[0]!.form).toBe("header");
  });

  it(`takes 300 keys as requests of at most ${maxKeys}, every key once`, async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `post-${index}`);
    await purger().purge(keys, "hard");
    await until(async () => (await waiting()).length === 0);
    expect(contract.refusals).toEqual([]);
    expect(contract.purges.map((purge) => purge.keys.length)).toEqual(
      provider === "fastly" ? [256, 44] : [100, 100, 100],
    );
    expect(contract.purges.flatMap((purge) => purge.keys)).toEqual(keys);
  });

  it("waits out a 429's Retry-After, then delivers", async () => {
    contract.answer429(1, 2);
    const edge = purger(TOKEN, 100);
    edge.start();
    await edge.purge(["posts", "post-a"], "soft");
    await until(() => contract.purges.length === 1, 5_000);
    expect(contract.refusals).toEqual([expect.objectContaining({ status: 429 })]);
    expect(contract.purges[0]!.at - contract.refusals[0]!.at).toBeGreaterThanOrEqual(2_000);
    await until(async () => (await waiting()).length === 0);
    expect(logged.events("edge.purge_failed")).toEqual([expect.objectContaining({ retryAfterMs: 2_000 })]);
  });

  it("gives up a purge its wrong token cannot make: out of the queue, logged without the token, counted", async () => {
    const before = await givenUpTotal();
    const wrong = `${TOKEN}-revoked`;
    await purger(wrong).purge(["posts", "post-a"], "soft");
    const givenUpFolder = path.join(dir, "edge-purges", "given-up");
    // Logged once the queue is done with it.
    await until(() => logged.events("edge.purge_given_up").length > 0);
    expect(await waiting()).toEqual([]);
    expect(contract.purges).toEqual([]);
    expect(contract.refusals).toEqual([expect.objectContaining({ status: 401 })]);

    const [line, ...more] = logged.events("edge.purge_given_up");
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: "error", kind: "soft", keys: ["posts", "post-a"] });
    expect(line!.reason).toMatch(/^the edge answered 401: /);
    expect(JSON.stringify(logged.lines)).not.toContain(TOKEN);
    expect(await givenUpTotal()).toBe(before + 1);

    const [file] = await fs.readdir(givenUpFolder);
    const kept = JSON.parse(await fs.readFile(path.join(givenUpFolder, file!), "utf8"));
    expect(kept).toMatchObject({ keys: ["posts", "post-a"], kind: "soft", givenUp: line!.reason });
    expect(JSON.stringify(kept)).not.toContain(TOKEN);
  });

  it(
    provider === "fastly"
      ? "sends a soft purge soft and a hard one hard"
      : "sends soft and hard purges as one hard purge, Cloudflare having no soft purge",
    async () => {
      const edge = purger();
      // The first purge goes at once; the two behind it, within its window, share the next round.
      await edge.purge(["post-0"], "hard");
      await until(() => contract.purges.length === 1);
      await edge.purge(["post-a"], "soft");
      await edge.purge(["post-b"], "hard");
      await until(async () => (await waiting()).length === 0);
      expect(contract.refusals).toEqual([]);
      const taken = contract.purges.slice(1).map(({ keys, soft }) => ({ keys, soft }));
      expect(taken).toEqual(
        provider === "fastly"
          ? [
              { keys: ["post-b"], soft: false },
              { keys: ["post-a"], soft: true },
            ]
          : [{ keys: expect.arrayContaining(["post-a", "post-b"]), soft: false }],
      );
    },
  );
});
