/** @jest-environment node */
import { promises as fs } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { revalidateTag } from "next/cache";
import { POST } from "../route";

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
async function until(check: () => boolean | Promise<boolean>, ms = 3_000) {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() - started > ms) throw new Error(`still waiting after ${ms} ms`);
}
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
});

describe("POST /api/revalidate and the edge", () => {
  const runtimeKey = Symbol.for("nexaloom.runtime");
  const edgeEnv = (purgeUrl: string, dir: string) => ({
    REVALIDATE_SECRET: secret,
    DEPLOYMENT_ID: "build-1",
    CDN_TAG_HEADER: "Surrogate-Key",
    CDN_PURGE_URL: purgeUrl,
    SUBMISSIONS_DIR: dir,
  });
  let dir: string;
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

  it("says the edge is off when no purge URL is set", async () => {
    expect(await (await call(body)).json()).toMatchObject({ revalidated: true, edge: "off" });
  });

  it("queues the purge of the post under both slugs and every page listing posts, answers without waiting for the edge, and the edge gets it at once", async () => {
    const purges: http.IncomingHttpHeaders[] = [];
    const held: http.ServerResponse[] = [];
    // An edge that takes the purge only when the test says so.
    const server = http.createServer((request, response) => {
      purges.push(request.headers);
      held.push(response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    mockEnv = edgeEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}/.edge/purge`, dir);
    const answer = await (await call(body)).json();
    expect(answer).toMatchObject({ revalidated: true, edge: "queued" });
    await until(() => purges.length === 1);
    expect(purges.map((headers) => headers["surrogate-key"])).toEqual(["posts post-new-title post-old-title"]);
    held[0]!.end("Purged 4");
    await until(async () => (await fs.readdir(path.join(dir, "edge-purges"))).length === 0);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("keeps the purge on disk when the edge is down, and says it is queued", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    mockEnv = edgeEnv(`http://127.0.0.1:${port}/.edge/purge`, dir);
    expect(await (await call(body)).json()).toMatchObject({ revalidated: true, edge: "queued" });
    const folder = path.join(dir, "edge-purges");
    const kept = async () =>
      Promise.all(
        (await fs.readdir(folder)).map(async (name) => JSON.parse(await fs.readFile(path.join(folder, name), "utf8"))),
      );
    // Tried once in the background, refused, and kept for the next round.
    await until(async () => (await kept())[0]?.attempts === 1);
    expect(await kept()).toEqual([
      expect.objectContaining({ keys: ["posts", "post-new-title", "post-old-title"], attempts: 1 }),
    ]);
  });
});
