/** @jest-environment node */
import { forgetKnownSlugs, isKnownSlug, UNKNOWN_POST_PATH, unknownPostAnswer } from "../known-slugs";

describe("the proxy's list of published slugs", () => {
  it("answers from one load until the webhook drops it, then loads again", async () => {
    const load = jest.fn().mockResolvedValueOnce(["first-post", "caf%C3%A9"]).mockResolvedValueOnce(["first-post", "new-post"]);
    forgetKnownSlugs();
    expect(await isKnownSlug("first-post", load)).toBe(true);
    expect(await isKnownSlug("new-post", load)).toBe(false);
    expect(await isKnownSlug("café", load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    forgetKnownSlugs();
    expect(await isKnownSlug("new-post", load)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the last list when a reload fails", async () => {
    forgetKnownSlugs();
    await isKnownSlug("x", async () => ["kept"]);
    forgetKnownSlugs();
    expect(await isKnownSlug("kept", () => Promise.reject(new Error("down")))).toBe(true);
  });

  it("sends unknown slugs to the uncached 404 route, and lets Draft Mode and other paths through", async () => {
    forgetKnownSlugs();
    await isKnownSlug("x", async () => ["known"]);
    expect(await unknownPostAnswer("/blog/nope", [])).toEqual({ kind: "rewrite", pathname: UNKNOWN_POST_PATH });
    expect(await unknownPostAnswer(UNKNOWN_POST_PATH, [])).toEqual({ kind: "not-stored" });
    expect(await unknownPostAnswer("/blog/known", [])).toBeNull();
    expect(await unknownPostAnswer("/blog/nope", ["__prerender_bypass"])).toBeNull();
    expect(await unknownPostAnswer("/blog", [])).toBeNull();
    expect(await unknownPostAnswer("/services/nope", [])).toBeNull();
  });
});
