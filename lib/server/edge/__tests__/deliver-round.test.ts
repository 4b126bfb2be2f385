/** @jest-environment node */
import type { CdnProviderName, PurgeAnswer, PurgeKind } from "@/lib/edge/providers.mjs";
import { deliverRound } from "../deliver-round";
import type { QueuedPurge } from "../purge-queue";

let next = 0;
const queued = (keys: string[], kind: PurgeKind = "hard", attempts = 0): QueuedPurge => ({
  id: String((next += 1)),
  keys,
  kind,
  attempts,
});

/** A sender that records each batch and answers with the next of `answers` (then ok). */
function edge(provider: CdnProviderName, ...answers: PurgeAnswer[]) {
  const sent: { keys: string[]; kind: PurgeKind }[] = [];
  const sender = {
    provider,
    send: async (keys: string[], kind: PurgeKind) => {
      sent.push({ keys, kind });
      return answers.shift() ?? { ok: true as const };
    },
  };
  return { sent, sender };
}

const ids = (purges: QueuedPurge[]) => purges.map(({ id }) => id);

describe("a delivery round", () => {
  it("merges the purges of each kind into one request, each key once and as it travels, hard first", async () => {
    const { sent, sender } = edge("fastly");
    const purges = [
      queued(["posts", "post-a"], "soft"),
      queued(["post-Gone"], "hard"),
      queued(["posts", "post-café"], "soft"),
    ];
    const [soft, hard, softToo] = purges;
    expect(await deliverRound(purges, sender)).toEqual({ delivered: [hard, soft, softToo], givenUp: [] });
    expect(sent).toEqual([
      { keys: ["post-gone"], kind: "hard" },
      { keys: ["posts", "post-a", "post-caf%c3%a9"], kind: "soft" },
    ]);
  });

  it("sends a soft purge hard, with the hard ones, where the provider has no soft purge", async () => {
    const { sent, sender } = edge("cloudflare");
    await deliverRound([queued(["posts"], "soft"), queued(["post-a"], "hard")], sender);
    expect(sent).toEqual([{ keys: ["posts", "post-a"], kind: "hard" }]);
  });

  it("splits what it merged within the provider's limit, and stops at a 429 with what is left waiting", async () => {
    const { sent, sender } = edge("cloudflare", { ok: true }, { retryAfterMs: 2_000, reason: "the edge answered 429" });
    const first = queued(Array.from({ length: 100 }, (_, index) => `post-${index}`));
    const across = queued(["post-99", "post-100"]);
    const later = queued(Array.from({ length: 150 }, (_, index) => `post-${index + 101}`));
    const outcome = await deliverRound([first, across, later], sender);
    expect(sent.map(({ keys }) => keys.length)).toEqual([100, 100]);
    // The purge with a key in each batch is not delivered by the first alone.
    expect(outcome).toEqual({
      delivered: [first],
      givenUp: [],
      retry: { purges: [across, later], reason: "the edge answered 429", waitMs: 2_000 },
    });
  });

  it("gives up the purges a refused batch names and goes on with the next", async () => {
    const { sent, sender } = edge("fastly", { giveUp: "the edge answered 400: Bad request" });
    const refused = queued(["post-a"], "hard");
    const taken = queued(["posts"], "soft");
    expect(await deliverRound([refused, taken], sender)).toEqual({
      delivered: [taken],
      givenUp: [{ ...refused, reason: "the edge answered 400: Bad request" }],
    });
    expect(sent).toHaveLength(2);
  });

  it("gives up a purge with a key the provider can never take, without sending it", async () => {
    const { sent, sender } = edge("fastly");
    const tooLong = queued(["posts", `post-${"x".repeat(1_100)}`]);
    const fine = queued(["post-a"]);
    const { delivered, givenUp } = await deliverRound([tooLong, fine], sender);
    expect(ids(delivered)).toEqual([fine.id]);
    expect(givenUp).toEqual([{ ...tooLong, reason: expect.stringMatching(/longer than fastly's 1024 bytes/) }]);
    expect(sent).toEqual([{ keys: ["post-a"], kind: "hard" }]);
  });

  it("keeps every purge when the edge is down, and asks it once", async () => {
    const { sent, sender } = edge("varnish", { retryAfterMs: null, reason: "no answer: ECONNREFUSED" });
    const purges = [queued(["post-a"], "hard", 2), queued(["posts"], "soft")];
    expect(await deliverRound(purges, sender)).toEqual({
      delivered: [],
      givenUp: [],
      retry: { purges, reason: "no answer: ECONNREFUSED", waitMs: null },
    });
    expect(sent).toHaveLength(1);
  });

  it("keeps the purges when a request could not even be made, naming the error's class alone", async () => {
    const purges = [queued(["posts"])];
    const outcome = await deliverRound(purges, {
      provider: "varnish",
      send: () => Promise.reject(new RangeError("a varnish purge needs its endpoint (CDN_API_URL)")),
    });
    expect(outcome.retry).toEqual({ purges, reason: "RangeError", waitMs: null });
  });
});
