/** @jest-environment node */
import { purgeBatches } from "@/lib/edge/purge-batches.mjs";
import { sendPurge } from "@/lib/edge/send-purge.mjs";
import type { ContractServer } from "../contract-server.mjs";
import { startFastlyContract } from "../fastly.mjs";
import { startedAsProcess } from "../contract-process";

const SERVICE = "SU1Z0isxPaozGVKXdv0eY";
const TOKEN = "fastly-purge-select-token-0123";

let fastly: ContractServer;
beforeEach(async () => {
  fastly = await startFastlyContract({ serviceId: SERVICE, token: TOKEN });
});
afterEach(() => fastly.close());

const target = () => ({ provider: "fastly", apiUrl: fastly.url, serviceId: SERVICE, token: TOKEN }) as const;

describe("the adapter's purges at Fastly's purge API", () => {
  it("arrive as Fastly documents them: the keys in Surrogate-Key, soft when asked", async () => {
    expect(await sendPurge(target(), ["posts", "post-caf%c3%a9"], "soft")).toEqual({ ok: true });
    expect(await sendPurge(target(), ["deploy-old"], "hard")).toEqual({ ok: true });
    expect(fastly.refusals).toEqual([]);
    expect(fastly.purges).toEqual([
      { keys: ["posts", "post-caf%c3%a9"], soft: true, form: "header", at: expect.any(Number) },
      { keys: ["deploy-old"], soft: false, form: "header", at: expect.any(Number) },
    ]);
  });

  it("go out as requests of at most 256 keys, every key once", async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `post-${index}`);
    for (const batch of purgeBatches("fastly", [...keys, ...keys.slice(0, 10)]))
      expect(await sendPurge(target(), batch, "hard")).toEqual({ ok: true });
    // "Up to 256 surrogate keys can be purged in one batch request."
    expect(fastly.purges.map((purge) => purge.keys.length)).toEqual([256, 44]);
    expect(fastly.purges.flatMap((purge) => purge.keys)).toEqual(keys);
  });

  it("wait as long as a 429's Retry-After says", async () => {
    fastly.answer429(1, 2);
    expect(await sendPurge(target(), ["posts"], "soft")).toEqual({
      retryAfterMs: 2_000,
      reason: "the edge answered 429: Too many requests: retry in 2 s",
    });
    expect(await sendPurge(target(), ["posts"], "soft")).toEqual({ ok: true });
  });

  it("are given up with a wrong token, naming the 401 and Fastly's reason, never the token", async () => {
    const wrong = `${TOKEN}-revoked`;
    const outcome = await sendPurge({ ...target(), token: wrong }, ["posts"], "hard");
    expect(outcome).toEqual({
      giveUp: "the edge answered 401: Provided credentials are missing or invalid: Fastly-Key is not a valid token",
    });
    expect(JSON.stringify([outcome, fastly.refusals])).not.toContain(TOKEN);
    expect(fastly.purges).toEqual([]);
  });

  it("are given up when the service is not the token's", async () => {
    expect(await sendPurge({ ...target(), serviceId: "4UiI4ODITcAJv2z4ezJTFC" }, ["posts"], "hard")).toEqual({
      giveUp: expect.stringMatching(/^the edge answered 404: Record not found/),
    });
  });
});

describe("Fastly's contract server", () => {
  it("refuses what its documentation would not take, with Fastly's error shape", async () => {
    const post = (headers: Record<string, string>, body?: string) =>
      fetch(`${fastly.url}/service/${SERVICE}/purge`, {
        method: "POST",
        headers: { "fastly-key": TOKEN, ...headers },
        body,
      });
    const tooMany = await post({ "surrogate-key": Array.from({ length: 257 }, (_, index) => `k${index}`).join(" ") });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ msg: "Bad request", detail: "257 keys; at most 256 in one request" });
    expect((await post({ "surrogate-key": "x".repeat(1025) })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    // The JSON form Fastly documents beside the header is taken too.
    const json = await post({ "content-type": "application/json" }, '{"surrogate_keys":["key_1","key_2"]}');
    expect(json.status).toBe(200);
    expect(Object.keys(await json.json())).toEqual(["key_1", "key_2"]);
  });

  it("runs as a process that prints its URL, shows what it took at /__purges and stops on SIGTERM", async () => {
    const contract = await startedAsProcess("fastly.mjs", [
      ["--service-id", SERVICE],
      ["--token", TOKEN],
    ]);
    try {
      const sent = await sendPurge({ ...target(), apiUrl: contract.url }, ["posts"], "soft");
      expect(sent).toEqual({ ok: true });
      expect(await (await fetch(`${contract.url}/__purges`)).json()).toEqual({
        purges: [{ keys: ["posts"], soft: true, form: "header", at: expect.any(Number) }],
        refusals: [],
      });
    } finally {
      expect(await contract.stop()).toBe(0);
    }
  });
});
