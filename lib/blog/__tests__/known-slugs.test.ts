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

  it("sends unknown slugs and their share cards to the uncached 404 route, and lets a preview session and other paths through", async () => {
    forgetKnownSlugs();
    await isKnownSlug("x", async () => ["known"]);
    expect(await unknownPostAnswer("/blog/nope", false)).toEqual({ kind: "rewrite", pathname: UNKNOWN_POST_PATH });
    expect(await unknownPostAnswer("/blog/nope/opengraph-image", false)).toEqual({ kind: "rewrite", pathname: UNKNOWN_POST_PATH });
    expect(await unknownPostAnswer("/blog/nope/opengraph-image-1a2b3c", false)).toEqual({ kind: "rewrite", pathname: UNKNOWN_POST_PATH });
    expect(await unknownPostAnswer(UNKNOWN_POST_PATH, false)).toEqual({ kind: "not-stored" });
    expect(await unknownPostAnswer("/blog/known", false)).toBeNull();
    expect(await unknownPostAnswer("/blog/known/opengraph-image", false)).toBeNull();
    expect(await unknownPostAnswer("/blog/nope", true)).toBeNull();
    expect(await unknownPostAnswer("/blog", false)).toBeNull();
    expect(await unknownPostAnswer("/services/nope", false)).toBeNull();
  });
});
