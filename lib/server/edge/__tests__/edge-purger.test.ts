/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEdgePurger, noEdgePurger } from "../edge-purger";
import { createFilePurgeQueue } from "../file-purge-queue";
import { PurgeRefused } from "../purge-request";

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
const waiting = async () => (await fs.readdir(folder()).catch(() => [])).filter((name) => name.endsWith(".json"));
const entries = async () =>
  Promise.all((await waiting()).map(async (name) => JSON.parse(await fs.readFile(path.join(folder(), name), "utf8"))));

/** Polls until `check` holds; fails the test after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 3_000) {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - started > ms) throw new Error(`still waiting after ${ms} ms`);
}

/** An edge that refuses connections until `up` is set, recording what it took. */
function edge() {
  const state = { up: false, sent: [] as string[][] };
  const send = async (keys: string[]) => {
    if (!state.up) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3410"), { code: "ECONNREFUSED" });
    state.sent.push(keys);
  };
  return { state, send };
}

describe("the edge's purges", () => {
  it("are queued without waiting for the edge, sent at once in the background, and leave nothing behind", async () => {
    const sent: string[][] = [];
    let answer: () => void = () => undefined;
    const purger = createEdgePurger({
      queue: createFilePurgeQueue(dir),
      send: (keys) => {
        sent.push(keys);
        return new Promise<void>((resolve) => (answer = resolve));
      },
      intervalMs: 60_000,
    });
    expect(await purger.purge(["posts", "post-a"])).toBe("queued");
    await until(() => sent.length === 1);
    expect(sent).toEqual([["posts", "post-a"]]);
    // Asked, not yet answered: the purge is still on disk.
    expect(await waiting()).toHaveLength(1);
    answer();
    await until(async () => (await waiting()).length === 0);
  });

  it("are kept on disk when the edge is down, logged once by class and code, and delivered in order once it is back", async () => {
    const { state, send } = edge();
    const queue = createFilePurgeQueue(dir);
    const purger = createEdgePurger({ queue, send, intervalMs: 60_000 });
    expect(await purger.purge(["posts", "post-a"])).toBe("queued");
    expect(await purger.purge(["posts", "post-b"])).toBe("queued");
    await until(async () => (await entries()).filter((entry) => entry.attempts === 1).length === 2);
    expect(await entries()).toEqual([
      expect.objectContaining({ keys: ["posts", "post-a"], lastError: "Error ECONNREFUSED" }),
      expect.objectContaining({ keys: ["posts", "post-b"], lastError: "Error ECONNREFUSED" }),
    ]);
    expect(logged.events("edge.purge_failed")).toEqual([
      expect.objectContaining({ level: "warn", error: "Error", code: "ECONNREFUSED" }),
    ]);
    expect(JSON.stringify(logged.lines)).not.toContain("127.0.0.1");

    // Not due yet: a failed purge waits 1 s before it is tried again.
    state.up = true;
    expect(await queue.deliver(send)).toEqual({ sent: 0, failed: 0, setAside: [] });
    // A fresh queue over the same folder (another process, after a restart) finds them too.
    const later = createFilePurgeQueue(dir);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await later.deliver(send)).toEqual({ sent: 2, failed: 0, setAside: [] });
    expect(state.sent).toEqual([
      ["posts", "post-a"],
      ["posts", "post-b"],
    ]);
    expect(await waiting()).toEqual([]);
    // The purger says once that the edge is back, with its next purge.
    await purger.purge(["posts", "post-c"]);
    await until(() => logged.events("edge.purge_failed.recovered").length > 0);
    expect(logged.events("edge.purge_failed.recovered")).toEqual([
      expect.objectContaining({ level: "info", delivered: 1 }),
    ]);
    expect(logged.events("edge.purge_failed")).toHaveLength(1);
  });

  it("are retried in the background on the 1 s back-off until the edge takes them", async () => {
    const { state, send } = edge();
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), send, intervalMs: 50 });
    purger.start();
    await purger.purge(["posts"]);
    await until(async () => (await entries())[0]?.attempts === 1);
    const failedAt = Date.now();
    state.up = true;
    await until(() => state.sent.length === 1);
    expect(Date.now() - failedAt).toBeLessThan(1_500);
    await until(async () => (await waiting()).length === 0);
  });

  it("stop a retry round at the first refusal rather than asking a failing edge once per purge", async () => {
    const queue = createFilePurgeQueue(dir);
    await queue.add(["posts"]);
    await queue.add(["post-b"]);
    let asked = 0;
    const result = await queue.deliver(async () => {
      asked += 1;
      throw new PurgeRefused(503);
    });
    expect(asked).toBe(1);
    expect(result).toMatchObject({ sent: 0, failed: 1, lastError: expect.objectContaining({ code: "503" }) });
    expect((await entries()).map((entry) => entry.lastError)).toEqual(["PurgeRefused 503", undefined]);
  });

  it("move a file that is no purge to unreadable/, name it once in the log, and deliver the rest", async () => {
    const sent: string[][] = [];
    const purger = createEdgePurger({
      queue: createFilePurgeQueue(dir),
      send: async (keys) => void sent.push(keys),
      intervalMs: 60_000,
    });
    await fs.mkdir(folder(), { recursive: true });
    const broken = "000000000000001-0badf00d";
    await fs.writeFile(path.join(folder(), `${broken}.json`), '{"keys": ["po');
    await purger.purge(["posts"]);
    await until(() => sent.length === 1);
    await purger.purge(["post-b"]);
    await until(() => sent.length === 2);

    expect(sent).toEqual([["posts"], ["post-b"]]);
    expect(await waiting()).toEqual([]);
    expect(await fs.readFile(path.join(folder(), "unreadable", `${broken}.json`), "utf8")).toBe('{"keys": ["po');
    expect(logged.events("edge.purge_unreadable")).toEqual([
      expect.objectContaining({ level: "error", purge: broken, error: "SyntaxError" }),
    ]);
  });

  it("say once that the queue cannot be read, and once that it can again", async () => {
    const { send } = edge();
    // A file where the queue's folder should be: every round fails to list it.
    await fs.writeFile(folder(), "");
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), send, intervalMs: 20 });
    purger.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logged.events("edge.queue_unreadable")).toEqual([
      expect.objectContaining({ level: "warn", code: "ENOTDIR" }),
    ]);
    await fs.rm(folder());
    await until(() => logged.events("edge.queue_unreadable.recovered").length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged.events("edge.queue_unreadable")).toHaveLength(1);
    expect(logged.events("edge.queue_unreadable.recovered")).toHaveLength(1);
  });
});

describe("what waits for the edge", () => {
  it("is counted, with the age of the oldest purge", async () => {
    const { send } = edge();
    const purger = createEdgePurger({ queue: createFilePurgeQueue(dir), send, intervalMs: 60_000 });
    expect(await purger.stats()).toEqual({ depth: 0, oldestMs: null });
    await purger.purge(["posts"]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await purger.purge(["post-b"]);
    const { depth, oldestMs } = await purger.stats();
    expect(depth).toBe(2);
    expect(oldestMs).toBeGreaterThanOrEqual(200);
    expect(oldestMs).toBeLessThan(2_000);
    // Tried once each in the background, and still waiting.
    await until(async () => (await entries()).every((entry) => entry.attempts === 1));
    expect((await purger.stats()).depth).toBe(2);
  });

  it("is nothing when no edge is configured", async () => {
    expect(await noEdgePurger.purge(["posts"])).toBe("off");
    expect(await noEdgePurger.stats()).toEqual({ depth: 0, oldestMs: null });
  });
});
