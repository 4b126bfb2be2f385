/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEdgePurger } from "../edge-purger";
import { createFilePurgeQueue } from "../file-purge-queue";

let dir: string;
let logged: ReturnType<typeof captureLog>;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "edge-purges-"));
  logged = captureLog();
});
afterEach(async () => {
  logged.restore();
  await fs.rm(dir, { recursive: true, force: true });
});

const waiting = async () =>
  (await fs.readdir(path.join(dir, "edge-purges")).catch(() => [])).filter((name) => name.endsWith(".json"));

describe("the edge's purges", () => {
  it("are sent at once and leave nothing behind when the edge takes them", async () => {
    const sent: string[][] = [];
    const purger = createEdgePurger({
      queue: createFilePurgeQueue(dir),
      send: async (keys) => void sent.push(keys),
      intervalMs: 60_000,
    });
    expect(await purger.purge(["posts", "post-a"])).toBe("purged");
    expect(sent).toEqual([["posts", "post-a"]]);
    expect(await waiting()).toEqual([]);
  });

  it("are kept on disk when the edge is down, logged once, and delivered once it is back, in order", async () => {
    let up = false;
    const sent: string[][] = [];
    const send = async (keys: string[]) => {
      if (!up) throw new Error("connect ECONNREFUSED 127.0.0.1:3410");
      sent.push(keys);
    };
    const queue = createFilePurgeQueue(dir);
    const purger = createEdgePurger({ queue, send, intervalMs: 60_000 });
    expect(await purger.purge(["posts", "post-a"])).toBe("queued");
    expect(await purger.purge(["posts", "post-b"])).toBe("queued");
    expect(await waiting()).toHaveLength(2);
    expect(logged.events("edge.purge_failed")).toHaveLength(1);

    // Not due yet: a failed purge waits before it is tried again.
    up = true;
    expect(await queue.deliver(send)).toEqual({ sent: 0, failed: 0 });
    // A fresh queue over the same folder (another process, after a restart) finds them too.
    const later = createFilePurgeQueue(dir);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await later.deliver(send)).toEqual({ sent: 2, failed: 0 });
    expect(sent).toEqual([
      ["posts", "post-a"],
      ["posts", "post-b"],
    ]);
    expect(await waiting()).toEqual([]);
    // The purger says once that the edge is back, with its next purge.
    expect(await purger.purge(["posts", "post-c"])).toBe("purged");
    expect(logged.events("edge.purge_failed.recovered")).toEqual([
      expect.objectContaining({ level: "info", delivered: 1 }),
    ]);
    expect(logged.events("edge.purge_failed")).toHaveLength(1);
  });

  it("stop a retry round at the first refusal rather than asking a failing edge once per purge", async () => {
    const queue = createFilePurgeQueue(dir);
    await queue.add(["posts"]);
    await queue.add(["post-b"]);
    let asked = 0;
    const result = await queue.deliver(async () => {
      asked += 1;
      throw new Error("the edge answered 503");
    });
    expect(asked).toBe(1);
    expect(result).toMatchObject({ sent: 0, failed: 1, lastError: "Error: the edge answered 503" });
    expect(await waiting()).toHaveLength(2);
  });
});
