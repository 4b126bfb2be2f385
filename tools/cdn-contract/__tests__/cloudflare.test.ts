/** @jest-environment node */
import { readPurgeAnswer } from "@/lib/edge/providers.mjs";
import { purgeBatches } from "@/lib/edge/purge-batches.mjs";
import { sendPurge } from "@/lib/edge/send-purge.mjs";
import { startCloudflareContract } from "../cloudflare.mjs";
import type { ContractServer } from "../contract-server.mjs";
import { startedAsProcess } from "../contract-process";

const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "cloudflare-cache-purge-token-0123";

let cloudflare: ContractServer;
beforeEach(async () => {
  cloudflare = await startCloudflareContract({ zoneId: ZONE, token: TOKEN });
});
afterEach(() => cloudflare.close());

const target = () => ({ provider: "cloudflare", apiUrl: cloudflare.url, serviceId: ZONE, token: TOKEN }) as const;

/** A request to the purge endpoint as the adapter never sends it, to see what Cloudflare makes of it. */
async function rawPurge(tags: string[]) {
  const response = await fetch(`${cloudflare.url}/zones/${ZONE}/purge_cache`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ tags }),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("the adapter's purges at Cloudflare's purge API", () => {
  it("arrive as Cloudflare documents them: a JSON body of tags, taken hard even when asked soft", async () => {
    expect(await sendPurge(target(), ["posts", "post-caf%c3%a9"], "soft")).toEqual({ ok: true });
    expect(cloudflare.refusals).toEqual([]);
    expect(cloudflare.purges).toEqual([{ keys: ["posts", "post-caf%c3%a9"], soft: false, at: expect.any(Number) }]);
  });

  it("go out as requests of at most 100 tags, every tag once", async () => {
    const keys = Array.from({ length: 300 }, (_, index) => `post-${index}`);
    for (const batch of purgeBatches("cloudflare", keys))
      expect(await sendPurge(target(), batch, "hard")).toEqual({ ok: true });
    // "Max operations per request: 100" on every plan.
    expect(cloudflare.purges.map((purge) => purge.keys.length)).toEqual([100, 100, 100]);
    expect(cloudflare.purges.flatMap((purge) => purge.keys)).toEqual(keys);
  });

  it("wait as long as a 429's Retry-After says", async () => {
    cloudflare.answer429(1, 60);
    expect(await sendPurge(target(), ["posts"], "hard")).toEqual({
      retryAfterMs: 60_000,
      reason: "the edge answered 429: 971 Please wait and consider throttling your request speed",
    });
    expect(await sendPurge(target(), ["posts"], "hard")).toEqual({ ok: true });
  });

  it("are given up with a wrong token, naming the 401 and Cloudflare's reason, never the token", async () => {
    const wrong = `${TOKEN}-revoked`;
    const outcome = await sendPurge({ ...target(), token: wrong }, ["posts"], "hard");
    expect(outcome).toEqual({
      giveUp: "the edge answered 401: 10000 Authentication error: expected Authorization: Bearer <API token>",
    });
    expect(JSON.stringify([outcome, cloudflare.refusals])).not.toContain(TOKEN);
    expect(cloudflare.purges).toEqual([]);
  });

  it("are not taken on a 200 whose success is false", async () => {
    // A tag over "1,024 characters" is answered 200 with success false (what the adapter itself never sends).
    const answer = await rawPurge(["posts", "x".repeat(1025)]);
    expect(answer.status).toBe(200);
    expect(readPurgeAnswer("cloudflare", answer)).toEqual({
      giveUp: expect.stringMatching(
        /^the edge answered 200 with success false: 1100 Tag exceeds maximum length of 1024/,
      ),
    });
    expect(cloudflare.purges).toEqual([]);
  });
});

describe("Cloudflare's contract server", () => {
  it("refuses more than 100 tags with a 400 in Cloudflare's envelope", async () => {
    const answer = await rawPurge(Array.from({ length: 101 }, (_, index) => `t${index}`));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      errors: [{ code: 99003, message: "101 tags; at most 100 in one request" }],
      messages: [],
      result: null,
    });
    expect(readPurgeAnswer("cloudflare", answer)).toEqual({
      giveUp: "the edge answered 400: 99003 101 tags; at most 100 in one request",
    });
  });

  it("answers a purge it takes with Cloudflare's envelope and the purge's id", async () => {
    const answer = await rawPurge(["posts"]);
    expect(JSON.parse(answer.body)).toEqual({
      success: true,
      errors: [],
      messages: [],
      result: { id: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
  });

  it("runs as a process that prints its URL, shows what it took at /__purges and stops on SIGTERM", async () => {
    const contract = await startedAsProcess("cloudflare.mjs", [
      ["--zone-id", ZONE],
      ["--token", TOKEN],
    ]);
    try {
      await fetch(`${contract.url}/__answer429`, { method: "POST", body: JSON.stringify({ count: 1, seconds: 1 }) });
      expect(await sendPurge({ ...target(), apiUrl: contract.url }, ["posts"], "hard")).toMatchObject({
        retryAfterMs: 1_000,
      });
      expect(await sendPurge({ ...target(), apiUrl: contract.url }, ["posts"], "hard")).toEqual({ ok: true });
      const { purges, refusals } = await (await fetch(`${contract.url}/__purges`)).json();
      expect(purges).toEqual([{ keys: ["posts"], soft: false, at: expect.any(Number) }]);
      expect(refusals).toEqual([expect.objectContaining({ status: 429 })]);
    } finally {
      expect(await contract.stop()).toBe(0);
    }
  });
});
