/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import type { PurgeAnswer, PurgeKind } from "@/lib/edge/providers.mjs";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEdgePurger, noEdgePurger } from "../edge-purger";
import { createFilePurgeQueue } from "../file-purge-queue";
import { waitFor } from "../../../../tools/kit/processes.ts";

let dir: string;
let logged: ReturnType<typeof captureLog>;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "edge-purges-"));
  logged = captureLog();
});
afterEach(async () => {
  logged.restore();
  // A background round of a purger a test left running may be writing as the folder goes.
  await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

const folder = () => path.join(dir, "edge-purges");
const waiting = async () =>
  (await fs.readdir(folder()).catch(() => [])).filter((name) => name.endsWith(".json")).sort();
const entries = async () =>
  Promise.all((await waiting()).map(async (name) => JSON.parse(await fs.readFile(path.join(folder(), name), "utf8"))));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds; fails the test after `ms`. */
const until = (check: () => unknown, ms = 3_000) => waitFor("the condition", check, ms, 20);

const refused: PurgeAnswer = { retryAfterMs: null, reason: "no answer: ECONNREFUSED" };

/** An edge that refuses connections until `up` is set, recording what it took. */
function edge() {
  const state = { up: false, sent: [] as { keys: string[]; kind: PurgeKind }[] };
  const sender = {
    provider: "varnish" as const,
    send: async (keys: string[], kind: PurgeKind): Promise<PurgeAnswer> => {
      if (!state.up) return refused;
      state.sent.push({ keys, kind });
      return { ok: true };
    },
  };
  return { state, sender };
}

describe("the edge's purges", () => {
  it("are queued without waiting for the edge, the first sent at once, a burst behind it as one request at the window's end, and leave nothing behind", async () => {
    const sent: { keys: string[]; at: number }[] = [];
    const answers: ((value: PurgeAnswer) => void)[] = [];
    const purger = createEdgePurger({
      queue: createFilePurgeQueue(dir),
      sender: {
        provider: "varnish",
        send: (keys) => {
          sent.push({ keys, at: Date.now() });
          return new Promise<PurgeAnswer>((resolve) => answers.push(resolve));
        },
      },
      intervalMs: 60_000,
      windowMs: 1_500,
    });
    const queuedAt = Date.now();
    expect(await purger.purge(["posts", "post-a"], "soft")).toBe("queued");
    await until(() => sent.length === 1);
    // A publish waits for no window.
    expect(sent[0]!.at - queuedAt).toBeLessThan(1_000);
    expect(sent[0]!.keys).toEqual(["posts", "post-a"]);
    // Asked, not yet answered: the purge is still on disk.
    expect(await waiting()).toHaveLength(1);
    answers[0]!({ ok: true });
    await until(async () => (await waiting()).length === 0);

    for (const post of ["post-b", "post-c", "post-d"])
      expect(await purger.purge(["posts", post], "soft")).toBe("queued");
    await until(() => sent.length === 2);
    // The burst waited for the window from the first round, and went as one request.
    expect(sent[1]!.at - sent[0]!.at).toBeGreaterThanOrEqual(1_450);
    expect(sent[1]!.keys).toEqual(["posts", "post-b", "post-c", "post-d"]);
    answers[1]!({ ok: true });
    await until(async () => (await waiting()).length === 0);
    await sleep(1_600);
    expect(sent).toHaveLength(2);
  });

  it("are kept on disk when the edge is down, logged once with its reason, and delivered once it is back", async () => {
    const { state, sender } = edge();
    const queue = createFilePurgeQueue(dir);
    const purger = createEdgePurger({ queue, sender, intervalMs: 60_000, windowMs: 10 });
    expect(await purger.purge(["posts", "post-a"], "soft")).toBe("queued");
    await until(async () => (await entries())[0]?.attempts === 1);
    expect(await purger.purge(["post-b"], "hard")).toBe("queued");
    await until(async () => (await entries()).filter((entry) => entry.attempts === 1).length === 2);
    expect(await entries()).toEqual([
      expect.objectContaining({ keys: ["posts", "post-a"], kind: "soft", lastError: "no answer: ECONNREFUSED" }),
      expect.objectContaining({ keys: ["post-b"], kind: "hard", lastError: "no answer: ECONNREFUSED" }),
    ]);
    expect(logged.events("edge.purge_failed")).toEqual([
      expect.objectContaining({ level: "warn", reason: "no answer: ECONNREFUSED" }),
    ]);

    // Not due yet: a failed purge waits 1 s before it is tried again.
    state.up = true;
    expect(await queue.deliver(sender)).toEqual({ delivered: 0, givenUp: [], setAside: [] });
    // A fresh queue over the same folder (another process, after a restart) finds them too.
    const later = createFilePurgeQueue(dir);
    await sleep(1_100);
    expect(await later.deliver(sender)).toEqual({ delivered: 2, givenUp: [], setAside: [] });
    expect(state.sent).toEqual([
      { keys: ["post-b"], kind: "hard" },
      { keys: ["posts", "post-a"], kind: "soft" },
    ]);
    expect(await waiting()).toEqual([]);
    // The purger says once that the edge is back, with its next purge.
    await purger.purge(["posts", "post-c"], "soft");
    await until(() => logged.events("edge.purge_failed.recovered").length > 0);
    expect(logged.events("edge.purge_failed.recovered")).toEqual([
      expect.objectContaining({ level: "info", delivered: 1 }),
    ]);
    expect(logged.events("edge.purge_failed")).toHaveLength(1);
  });

  it("are retried in the background on the 1 s back-off until the edge takes them", async () => {
    const { state, sender } = edge();
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), sender, intervalMs: 50 });
    purger.start();
    await purger.purge(["posts"], "soft");
    await until(async () => (await entries())[0]?.attempts === 1);
    const failedAt = Date.now();
    state.up = true;
    await until(() => state.sent.length === 1);
    expect(Date.now() - failedAt).toBeLessThan(1_500);
    await until(async () => (await waiting()).length === 0);
  });

  it("leave the edge alone as long as its 429 asked, purges queued meanwhile included", async () => {
    const asked: number[] = [];
    const sender = {
      provider: "varnish" as const,
      send: async (): Promise<PurgeAnswer> => {
        asked.push(Date.now());
        return asked.length === 1 ? { retryAfterMs: 1_500, reason: "the edge answered 429" } : { ok: true };
      },
    };
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), sender, intervalMs: 50, windowMs: 10 });
    purger.start();
    await purger.purge(["posts"], "soft");
    await until(() => asked.length === 1);
    await purger.purge(["post-b"], "hard");
    await until(async () => (await waiting()).length === 0, 4_000);
    // Both kinds went out together once the wait was over, not the new purge on its own before.
    expect(asked).toHaveLength(3);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(1_500);
    expect(logged.events("edge.purge_failed")).toEqual([
      expect.objectContaining({ reason: "the edge answered 429", retryAfterMs: 1_500 }),
    ]);
  });

  it("read an entry queued before purges had a kind as a hard purge", async () => {
    const { state, sender } = edge();
    state.up = true;
    await fs.mkdir(folder(), { recursive: true });
    const old = { keys: ["post-a"], attempts: 3, nextAttemptAt: 0, lastError: "PurgeRefused 503" };
    await fs.writeFile(path.join(folder(), "000000000000001-00c0ffee.json"), JSON.stringify(old));
    expect(await createFilePurgeQueue(dir).deliver(sender)).toMatchObject({ delivered: 1 });
    expect(state.sent).toEqual([{ keys: ["post-a"], kind: "hard" }]);
  });

  it("move a file that is no purge to unreadable/, name it once in the log, and deliver the rest", async () => {
    const { state, sender } = edge();
    state.up = true;
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), sender, intervalMs: 60_000, windowMs: 10 });
    await fs.mkdir(folder(), { recursive: true });
    const broken = "000000000000001-0badf00d";
    await fs.writeFile(path.join(folder(), `${broken}.json`), '{"keys": ["po');
    await purger.purge(["posts"], "soft");
    await until(() => state.sent.length === 1);
    await purger.purge(["post-b"], "soft");
    await until(async () => state.sent.length === 2 && (await waiting()).length === 0);

    expect(state.sent.map(({ keys }) => keys)).toEqual([["posts"], ["post-b"]]);
    expect(await waiting()).toEqual([]);
    expect(await fs.readFile(path.join(folder(), "unreadable", `${broken}.json`), "utf8")).toBe('{"keys": ["po');
    expect(logged.events("edge.purge_unreadable")).toEqual([
      expect.objectContaining({ level: "error", purge: broken, error: "SyntaxError" }),
    ]);
  });

  it("say once that the queue cannot be read, and once that it can again", async () => {
    const { sender } = edge();
    // A file where the queue's folder should be: every round fails to list it.
    await fs.writeFile(folder(), "");
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), sender, intervalMs: 20 });
    purger.start();
    await sleep(200);
    expect(logged.events("edge.queue_unreadable")).toEqual([
      expect.objectContaining({ level: "warn", code: "ENOTDIR" }),
    ]);
    await fs.rm(folder());
    await until(() => logged.events("edge.queue_unreadable.recovered").length > 0);
    await sleep(100);
    expect(logged.events("edge.queue_unreadable")).toHaveLength(1);
    expect(logged.events("edge.queue_unreadable.recovered")).toHaveLength(1);
  });
});

describe("what waits for the edge", () => {
  it("is counted, with the age of the oldest purge", async () => {
    const { sender } = edge();
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), sender, intervalMs: 60_000 });
    expect(await purger.stats()).toEqual({ depth: 0, oldestMs: null });
    await purger.purge(["posts"], "soft");
    await sleep(200);
    await purger.purge(["post-b"], "hard");
    const { depth, oldestMs } = await purger.stats();
    expect(depth).toBe(2);
    expect(oldestMs).toBeGreaterThanOrEqual(200);
    expect(oldestMs).toBeLessThan(2_000);
    // Tried once each in the background, and still waiting.
    await until(async () => (await entries()).every((entry) => entry.attempts === 1));
    expect((await purger.stats()).depth).toBe(2);
  });

  it("is nothing when no edge is configured", async () => {
    expect(await noEdgePurger.purge(["posts"], "soft")).toBe("off");
    expect(await noEdgePurger.stats()).toEqual({ depth: 0, oldestMs: null });
  });
});
