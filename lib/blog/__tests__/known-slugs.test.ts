/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import type { RedisClient } from "@/lib/redis-client.mjs";
import {
  createKnownSlugList,
  localSlugListVersion,
  redisSlugListVersion,
  type SlugDirectory,
  type SlugListVersion,
} from "../known-slug-list";
import { UNKNOWN_PAGE_PATH, UNKNOWN_POST_PATH, unknownPostAnswer } from "../known-slugs";

/** The list over a loader of slugs alone, for the checks where no post was renamed. */
const slugList = (version: SlugListVersion, load: () => Promise<string[]>, wait?: number) =>
  createKnownSlugList(version, async () => ({ slugs: await load(), redirects: {}, categories: {} }), wait);

describe("the list pages the proxy lets through", () => {
  // Thirteen posts: three pages of six (spec: page size 6); "ai" has seven, two pages.
  const slugs = Array.from({ length: 13 }, (_, index) => `post-${index}`);
  const list = createKnownSlugList(localSlugListVersion(), async () => ({
    slugs,
    redirects: {},
    categories: { ai: 7, design: 1 },
  }));
  const notFound = { kind: "rewrite", pathname: UNKNOWN_PAGE_PATH };

  it("are the pages that exist, each spelt one way", async () => {
    for (const path of [
      "/blog/page/2",
      "/blog/page/3",
      "/blog/category/ai",
      "/blog/category/ai/page/2",
      "/blog/category/design",
    ])
      expect(await unknownPostAnswer(path, false, list)).toBeNull();
  });

  it("answer any other number or category with the not-found page, which no cache keeps per URL", async () => {
    for (const path of [
      "/blog/page/4",
      "/blog/page/999",
      "/blog/page/02",
      "/blog/page/two",
      "/blog/category/ai/page/3",
      "/blog/category/design/page/2",
      "/blog/category/no-such-topic",
      "/blog/category/no-such-topic/page/2",
    ])
      expect(await unknownPostAnswer(path, false, list)).toEqual(notFound);
  });
});

describe("a renamed post's old slugs", () => {
  it("are sent on to the post's current address, share card included, in one step", async () => {
    const list = createKnownSlugList(localSlugListVersion(), async () => ({
      slugs: ["third-name", "other"],
      redirects: { "first-name": "third-name", "second-name": "third-name" },
      categories: {},
    }));
    for (const old of ["first-name", "second-name"])
      expect(await unknownPostAnswer(`/blog/${old}`, false, list)).toEqual({
        kind: "renamed",
        pathname: "/blog/third-name",
        slugs: { old, current: "third-name" },
      });
    expect(await unknownPostAnswer("/blog/first-name/opengraph-image-1a2b3c", false, list)).toMatchObject({
      kind: "renamed",
      pathname: "/blog/third-name/opengraph-image-1a2b3c",
    });
    expect(await unknownPostAnswer("/blog/third-name", false, list)).toBeNull();
  });

  it("leave a slug a live post has to that post, and never lead to a post that is not live", async () => {
    const list = createKnownSlugList(localSlugListVersion(), async () => ({
      slugs: ["taken-again", "current"],
      redirects: { "taken-again": "current", unpublished: "gone-now" },
      categories: {},
    }));
    expect(await unknownPostAnswer("/blog/taken-again", false, list)).toBeNull();
    expect(await unknownPostAnswer("/blog/unpublished", false, list)).toEqual({
      kind: "rewrite",
      pathname: UNKNOWN_POST_PATH,
    });
  });

  it("follow the webhook like the slugs: renaming back moves the redirect the other way", async () => {
    let directory: SlugDirectory = { slugs: ["new-name"], redirects: { "old-name": "new-name" }, categories: {} };
    const list = createKnownSlugList(localSlugListVersion(), async () => directory);
    expect(await unknownPostAnswer("/blog/old-name", false, list)).toMatchObject({ pathname: "/blog/new-name" });
    directory = { slugs: ["old-name"], redirects: { "new-name": "old-name" }, categories: {} };
    await list.forget();
    expect(await unknownPostAnswer("/blog/old-name", false, list)).toBeNull();
    expect(await unknownPostAnswer("/blog/new-name", false, list)).toMatchObject({ pathname: "/blog/old-name" });
  });
});

describe("the proxy's list of published slugs", () => {
  it("answers from one load until the webhook drops it, then loads again", async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(["first-post", "caf%C3%A9"])
      .mockResolvedValueOnce(["first-post", "new-post"]);
    const list = slugList(localSlugListVersion(), load);
    expect(await list.isKnown("first-post")).toBe(true);
    expect(await list.isKnown("new-post")).toBe(false);
    expect(await list.isKnown("café")).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await list.forget();
    expect(await list.isKnown("new-post")).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads the list again on every instance once any one of them bumps the shared version", async () => {
    let shared = 0;
    const version: SlugListVersion = { read: async () => String(shared), bump: async () => void (shared += 1) };
    let published = ["old-post"];
    const [first, second] = [slugList(version, async () => published), slugList(version, async () => published)];
    expect(await first.isKnown("new-post")).toBe(false);
    expect(await second.isKnown("new-post")).toBe(false);
    published = ["old-post", "new-post"];
    await first.forget();
    expect(await second.isKnown("new-post")).toBe(true);
    published = ["new-post"];
    await second.forget();
    expect(await first.isKnown("old-post")).toBe(false);
  });

  it("keeps the last list when a reload fails", async () => {
    let fail = false;
    const list = slugList(localSlugListVersion(), async () => {
      if (fail) throw new Error("down");
      return ["kept"];
    });
    await list.isKnown("x");
    fail = true;
    await list.forget();
    expect(await list.isKnown("kept")).toBe(true);
  });

  it("after a failed reload, answers at once from the last list while WordPress hangs, and takes the new list once it answers", async () => {
    let answer: () => Promise<string[]> = async () => ["kept"];
    const load = jest.fn(() => answer());
    const list = slugList(localSlugListVersion(), load);
    await list.isKnown("x");
    answer = async () => {
      throw new Error("down");
    };
    await list.forget();
    expect(await list.isKnown("kept")).toBe(true);

    let respond: (slugs: string[]) => void = () => undefined;
    answer = () => new Promise((resolve) => (respond = resolve));
    const quick = await Promise.race([
      list.isKnown("kept"),
      new Promise((resolve) => setTimeout(() => resolve("waited"), 200)),
    ]);
    expect(quick).toBe(true);
    respond(["kept", "new-post"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await list.isKnown("new-post")).toBe(true);
  });

  it("sends unknown slugs and their share cards to the uncached 404 route, and lets a preview session and other paths through", async () => {
    const list = slugList(localSlugListVersion(), async () => ["known"]);
    expect(await unknownPostAnswer("/blog/nope", false, list)).toEqual({
      kind: "rewrite",
      pathname: UNKNOWN_POST_PATH,
    });
    expect(await unknownPostAnswer("/blog/nope/opengraph-image", false, list)).toEqual({
      kind: "rewrite",
      pathname: UNKNOWN_POST_PATH,
    });
    expect(await unknownPostAnswer("/blog/nope/opengraph-image-1a2b3c", false, list)).toEqual({
      kind: "rewrite",
      pathname: UNKNOWN_POST_PATH,
    });
    expect(await unknownPostAnswer(UNKNOWN_POST_PATH, false, list)).toEqual({ kind: "not-stored" });
    expect(await unknownPostAnswer("/blog/known", false, list)).toBeNull();
    expect(await unknownPostAnswer("/blog/known/opengraph-image", false, list)).toBeNull();
    expect(await unknownPostAnswer("/blog/nope", true, list)).toBeNull();
    expect(await unknownPostAnswer("/blog", false, list)).toBeNull();
    expect(await unknownPostAnswer("/services/nope", false, list)).toBeNull();
  });

  describe("before the first list has loaded", () => {
    /** A WordPress that answers the slug list only when the test says so. */
    function slowLoader() {
      let respond: (slugs: string[]) => void = () => undefined;
      const load = jest.fn(() => new Promise<string[]>((resolve) => (respond = resolve)));
      return { load, respond: (slugs: string[]) => respond(slugs) };
    }
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it("an unknown slug waits for the list and is rewritten to the 404 page", async () => {
      const wordpress = slowLoader();
      const list = slugList(localSlugListVersion(), wordpress.load, 1_000);
      const answer = unknownPostAnswer("/blog/nope", false, list);
      await after(50);
      wordpress.respond(["known"]);
      expect(await answer).toEqual({ kind: "rewrite", pathname: UNKNOWN_POST_PATH });
      expect(wordpress.load).toHaveBeenCalledTimes(1);
    });

    it("an unknown slug goes on to the page, which answers 404 itself, once the wait is over; the list answers when it comes", async () => {
      const wordpress = slowLoader();
      const list = slugList(localSlugListVersion(), wordpress.load, 50);
      const started = Date.now();
      expect(await unknownPostAnswer("/blog/nope", false, list)).toBeNull();
      expect(Date.now() - started).toBeLessThan(1_000);
      wordpress.respond(["known"]);
      expect(await unknownPostAnswer("/blog/nope", false, list)).toEqual({
        kind: "rewrite",
        pathname: UNKNOWN_POST_PATH,
      });
      expect(wordpress.load).toHaveBeenCalledTimes(1);
    });
  });
});

describe("the list's version in Redis", () => {
  /** The two commands the version uses, failing while `down` as a Redis that went away does. */
  function redis() {
    const state = { down: false, version: 0 };
    const refuse = () => {
      if (state.down) throw Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:6379"), { code: "ECONNREFUSED" });
    };
    const client = {
      isReady: true,
      get: async () => (refuse(), String(state.version)),
      incr: async () => (refuse(), (state.version += 1)),
    };
    return { state, client: client as unknown as RedisClient };
  }

  it("says once that it cannot be bumped or read, and once that it can again, for every outage", async () => {
    const logged = captureLog();
    try {
      const { state, client } = redis();
      const version = redisSlugListVersion(client, "nexaloom:build:known-slugs:version");
      await version.bump();
      expect(await version.read()).toBe("1");

      state.down = true;
      await version.bump();
      await version.bump();
      expect(await version.read()).toBeUndefined();
      expect(logged.events("blog.slug_version_unavailable")).toEqual([
        expect.objectContaining({ level: "warn", operation: "bump", error: "Error", code: "ECONNREFUSED" }),
      ]);
      expect(JSON.stringify(logged.lines)).not.toContain("10.0.0.7");

      state.down = false;
      await version.bump();
      expect(await version.read()).toBe("2");
      expect(logged.events("blog.slug_version_unavailable.recovered")).toHaveLength(1);

      state.down = true;
      expect(await version.read()).toBeUndefined();
      expect(logged.events("blog.slug_version_unavailable")).toHaveLength(2);
    } finally {
      logged.restore();
    }
  });
});
