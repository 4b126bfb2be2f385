/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import type { CacheHandlerValue, Handler } from "@fortedigital/nextjs-cache-handler/cache-handler.types";
import { redisWithLocalCopy } from "../shared-cache.mjs";

let logged: ReturnType<typeof captureLog>;
beforeEach(() => {
  logged = captureLog();
});
afterEach(() => logged.restore());

/** Redis as the cache handler sees it: a store that refuses every operation while `down`. */
function redis() {
  const state = { down: false };
  const kept = new Map<string, CacheHandlerValue>();
  const refuse = () => {
    if (state.down) throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:6379"), { code: "ECONNREFUSED" });
  };
  const handler: Handler = {
    name: "redis",
    get: async (key) => (refuse(), kept.get(key) ?? null),
    set: async (key, value) => (refuse(), void kept.set(key, value)),
    revalidateTag: async () => refuse(),
    delete: async (key) => (refuse(), void kept.delete(key)),
  };
  return { state, handler };
}

const page = (html: string, tags: string[] = []): CacheHandlerValue => ({
  lastModified: Date.now(),
  lifespan: null,
  tags,
  value: { kind: "APP_PAGE", html } as unknown as CacheHandlerValue["value"],
});
const meta = { implicitTags: [] };

describe("the shared cache with Redis away", () => {
  it("serves this instance's copy, and logs once when Redis goes and once when it is back, for every outage", async () => {
    const { state, handler } = redis();
    const cache = redisWithLocalCopy(handler, createLruHandler());
    await cache.set("/blog", page("<p>kept</p>", ["posts"]), {});

    state.down = true;
    expect((await cache.get("/blog", meta))?.value).toEqual(page("<p>kept</p>").value);
    await cache.set("/faq", page("<p>new</p>"), {});
    await cache.revalidateTag("posts");
    expect(await cache.get("/blog", meta)).toBeNull();
    expect(logged.events("cache.redis_unavailable")).toEqual([
      expect.objectContaining({ level: "warn", operation: "get", error: "Error", code: "ECONNREFUSED" }),
    ]);
    expect(JSON.stringify(logged.lines)).not.toContain("10.0.0.7");

    state.down = false;
    await cache.get("/faq", meta);
    await cache.get("/faq", meta);
    expect(logged.events("cache.redis_back")).toEqual([expect.objectContaining({ level: "info" })]);

    state.down = true;
    await cache.set("/about", page("<p>about</p>"), {});
    expect(logged.events("cache.redis_unavailable")).toHaveLength(2);
    expect(logged.events("cache.redis_unavailable")[1]).toMatchObject({ operation: "set" });
  });
});

describe("the shared cache with Redis frozen", () => {
  afterEach(() => jest.useRealTimers());

  it("expires a tag in this instance's memory and answers within 2 s when Redis takes the connection but never answers", async () => {
    const frozen: Handler = {
      name: "redis",
      // A read gives up at the handler's own timeout; the tags' scan has none.
      get: async () => {
        throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      },
      set: async () => undefined,
      revalidateTag: () => new Promise(() => undefined),
    };
    const cache = redisWithLocalCopy(frozen, createLruHandler());
    await cache.set("/blog", page("<p>old list</p>", ["posts"]), {});

    jest.useFakeTimers();
    let answered = false;
    const expiring = cache.revalidateTag("posts").then(() => (answered = true));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(answered).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expiring;

    expect(await cache.get("/blog", meta)).toBeNull();
    expect(logged.events("cache.redis_unavailable")).toEqual([
      expect.objectContaining({ operation: "revalidateTag", code: "ETIMEDOUT" }),
    ]);
  });
});
