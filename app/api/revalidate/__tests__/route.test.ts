/** @jest-environment node */
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { revalidateTag } from "next/cache";
import { cacheConfig } from "@/lib/cache/shared-cache.mjs";
import { POST } from "../route";
import { waitFor } from "../../../../tools/kit/processes.ts";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
/** The settings the route sees: parsed by the real parser from this test's environment. */
let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

const secret = "s3cret-for-the-webhook-0123456789abcdef";

const url = "http://localhost/api/revalidate";

/** Polls until `check` holds; fails the test after `ms`. */
const until = (check: () => unknown, ms = 3_000) => waitFor("the condition", check, ms, 20);
const body = { event: "save", id: 42, slug: "new-title", previous_slug: "old-title", status: "publish" };

function call(payload: unknown, headers: Record<string, string> = { "x-revalidate-secret": secret }) {
  return POST(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    }),
  );
}

beforeEach(() => {
  mockEnv = { REVALIDATE_SECRET: secret };
  jest.mocked(revalidateTag).mockClear();
});

describe("POST /api/revalidate", () => {
  it("is off when REVALIDATE_SECRET is unset", async () => {
    mockEnv = {};
    expect((await call(body)).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ "x-revalidate-secret": "wrong" }], [{ "x-revalidate-secret": `${secret}2` }]])(
    "answers 401 to a missing or wrong secret %j",
    async (headers) => {
      expect((await call(body, headers)).status).toBe(401);
      expect(revalidateTag).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["not JSON", "{oops"],
    ["missing id", { ...body, id: undefined }],
    ["unknown event", { ...body, event: "explode" }],
    ["a slug with a path in it", { ...body, slug: "../../etc" }],
    ["an array", [body]],
  ])("answers 400 to %s", async (_, payload) => {
    expect((await call(payload)).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 413 to an oversize body", async () => {
    expect((await call({ ...body, status: "x".repeat(10_000) })).status).toBe(413);
  });

  it("expires the post under both slugs, the lists, related posts, categories and the sitemap at once", async () => {
    const response = await call(body);
    expect(response.status).toBe(200);
    const expected = ["post:new-title", "post:old-title", "posts", "related", "categories", "sitemap"];
    expect((await response.json()).tags).toEqual(expected);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual(expected.map((tag) => [tag, { expire: 0 }]));
  });

  it("has the post's pages gone from the instances' cache by the time it answers, not only after it as Next would", async () => {
    const [cache] = (await cacheConfig()).handlers;
    const entry = (tags: string[]) => ({
      lastModified: Date.now(),
      lifespan: null,
      tags,
      value: { kind: "APP_PAGE", html: "<h1>Old title</h1>" } as never,
    });
    await cache!.set("/blog/old-title", entry(["post:old-title"]));
    await cache!.set("/services", entry(["services"]));
    expect((await call(body)).status).toBe(200);
    expect(await cache!.get("/blog/old-title", { implicitTags: [] })).toBeFalsy();
    expect(await cache!.get("/services", { implicitTags: [] })).toBeTruthy();
  });
});

describe("POST /api/revalidate and the edge", () => {
  const runtimeKey = Symbol.for("nexaloom.runtime");
  const edgeEnv = (apiUrl: string, dir: string) => ({
    REVALIDATE_SECRET: secret,
    DEPLOYMENT_ID: "build-1",
    CDN_PROVIDER: "varnish",
    CDN_API_URL: apiUrl,
    SUBMISSIONS_DIR: dir,
  });
  type Purge = { keys: string | undefined; soft: boolean };
  /** A Varnish purge endpoint that records each purge and answers it when `answer` says (at once by default). */
  async function edge(answer: (response: http.ServerResponse) => void = (response) => response.end("Purged")) {
    const purges: Purge[] = [];
    const held: http.ServerResponse[] = [];
    const server = http.createServer((request, response) => {
      purges.push({
        keys: request.headers["surrogate-key"]?.toString(),
        soft: request.headers["fastly-soft-purge"] === "1",
      });
      held.push(response);
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.edge/purge`;
    const close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    return { url, purges, held, close };
  }
  let dir: string;
  const folder = () => path.join(dir, "edge-purges");
  const kept = async () =>
    Promise.all(
      (await fs.readdir(folder()))
        .filter((name) => name.endsWith(".json"))
        .map(async (name) => JSON.parse(await fs.readFile(path.join(folder(), name), "utf8"))),
    );
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "webhook-edge-"));
    // The runtime is made once per process from the settings; each case here has its own.
    delete (globalThis as Record<symbol, unknown>)[runtimeKey];
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    delete (globalThis as Record<symbol, unknown>)[runtimeKey];
    jest.restoreAllMocks();
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it("says the edge is off when no CDN provider is set", async () => {
    expect(await (await call(body)).json()).toMatchObject({ revalidated: true, edge: "off" });
  });

  it("queues the purges, answers without waiting for the edge, and the edge gets them: the renamed post's old page hard, the lists and its page soft", async () => {
    const peer = await edge(() => undefined);
    mockEnv = edgeEnv(peer.url, dir);
    const answer = await (await call(body)).json();
    expect(answer).toMatchObject({ revalidated: true, edge: "queued" });
    await until(() => peer.purges.length === 1);
    expect(peer.purges).toEqual([{ keys: "post-old-title", soft: false }]);
    peer.held[0]!.end("Purged 1");
    await until(() => peer.purges.length === 2);
    expect(peer.purges[1]).toEqual({ keys: "posts post-new-title", soft: true });
    peer.held[1]!.end("Purged 3");
    await until(async () => (await kept()).length === 0);
    await peer.close();
  });

  it.each([
    ["unpublished", { ...body, previous_slug: "", status: "draft" }, "post-new-title"],
    ["made private", { ...body, previous_slug: "", status: "private" }, "post-new-title"],
    [
      "trashed",
      { ...body, slug: "new-title__trashed", previous_slug: "new-title", status: "trash" },
      "post-new-title__trashed post-new-title",
    ],
    ["deleted", { event: "delete", id: 42, slug: "new-title", status: "deleted" }, "post-new-title"],
  ])("purges a post %s hard, and the lists soft", async (_, change, hard) => {
    const peer = await edge();
    mockEnv = edgeEnv(peer.url, dir);
    expect(await (await call(change)).json()).toMatchObject({ edge: "queued" });
    await until(() => peer.purges.length === 2);
    expect(peer.purges).toEqual([
      { keys: hard, soft: false },
      { keys: "posts", soft: true },
    ]);
    await peer.close();
  });

  it("keeps the purges on disk when the edge is down, and says they are queued", async () => {
    const gone = await edge();
    await gone.close();
    mockEnv = edgeEnv(gone.url, dir);
    expect(await (await call(body)).json()).toMatchObject({ revalidated: true, edge: "queued" });
    // Tried once in the background, refused, and kept for the next round.
    await until(async () => (await kept()).every((entry) => entry.attempts === 1) && (await kept()).length === 2);
    expect(await kept()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          keys: ["posts", "post-new-title"],
          kind: "soft",
          lastError: "no answer: ECONNREFUSED",
        }),
        expect.objectContaining({ keys: ["post-old-title"], kind: "hard", lastError: "no answer: ECONNREFUSED" }),
      ]),
    );
  });
});
