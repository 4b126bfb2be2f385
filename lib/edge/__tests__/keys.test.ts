/** @jest-environment node */
import { tryToParsePath } from "next/dist/lib/try-to-parse-path";
import { edgeKeyHeaders, edgeKeys, postPageTag, renamedPostTag } from "../keys.mjs";
import { purgeBatches } from "../purge-batches.mjs";
import { cdnProviderNames, cdnProviders, type CdnProviderName } from "../providers.mjs";

const BUILD = "Nexaloom-MX4A1";

/** The keys a response at `path` carries by the header rules, as Next applies them: the last matching rule's value. */
function ruleKeys(provider: CdnProviderName, path: string) {
  const rules = edgeKeyHeaders({ provider }, BUILD);
  const matching = rules.filter(({ source }) => new RegExp(tryToParsePath(source).regexStr ?? "").test(path));
  const value = matching.at(-1)?.headers[0]?.value;
  return value?.split(cdnProviders[provider].separator);
}

const tagKeys = (provider: CdnProviderName, path: string) =>
  postPageTag({ provider }, BUILD, path)?.value.split(cdnProviders[provider].separator);

describe("edge keys", () => {
  it("come out as the purge encodes them, whichever way a slug or build id is spelt", () => {
    for (const slug of ["CAF%C3%A9", "caf%c3%a9", "Café"]) expect(edgeKeys.post(slug)).toBe("post-caf%c3%a9");
    expect(edgeKeys.deployment(BUILD)).toBe("deploy-nexaloom-mx4a1");
    expect(purgeBatches("fastly", [edgeKeys.post("CAF%C3%A9")])).toEqual([["post-caf%c3%a9"]]);
  });
});

describe("a post's page", () => {
  it.each(cdnProviderNames)(
    "requested with capitals and percent-escapes carries, for %s, the keys the webhook purges",
    (provider) => {
      const tag = postPageTag({ provider }, BUILD, "/blog/CAF%C3%A9-Menu");
      expect(tag?.name).toBe(cdnProviders[provider].tagHeader);
      expect(tagKeys(provider, "/blog/CAF%C3%A9-Menu")).toEqual([
        "deploy-nexaloom-mx4a1",
        "posts",
        "post-caf%c3%a9-menu",
      ]);
      // What the webhook names for the same post, as WordPress spells its slug.
      expect(edgeKeys.post("caf%c3%a9-menu")).toBe("post-caf%c3%a9-menu");
    },
  );

  it("joins its keys with the provider's separator", () => {
    expect(postPageTag({ provider: "fastly" }, BUILD, "/blog/a")?.value).toBe("deploy-nexaloom-mx4a1 posts post-a");
    expect(postPageTag({ provider: "cloudflare" }, BUILD, "/blog/a")?.value).toBe("deploy-nexaloom-mx4a1,posts,post-a");
  });

  it("has a share card that shows the post alone: no posts key", () => {
    expect(tagKeys("varnish", "/blog/Caf%C3%A9/opengraph-image")).toEqual(["deploy-nexaloom-mx4a1", "post-caf%c3%a9"]);
  });

  it("has a share card whose name may carry a hash", () => {
    expect(tagKeys("varnish", "/blog/a/opengraph-image-1x2y3z")).toEqual(["deploy-nexaloom-mx4a1", "post-a"]);
  });

  it("is the only path the proxy tags, and no header rule tags it, so one place alone does", () => {
    for (const path of ["/blog", "/blog/feed.xml", "/contact", "/", "/blog/a/b/c", "/blog/a/card.png", "/blog/a/b"])
      expect(postPageTag({ provider: "varnish" }, BUILD, path)).toBeUndefined();
    for (const path of ["/blog/a", "/blog/CAF%C3%A9", "/blog/a/opengraph-image", "/blog/a/opengraph-image-1x2y3z"])
      expect(ruleKeys("varnish", path)).toBeUndefined();
    // A post may be called "page" or "category": its page is a post's like any other.
    for (const slug of ["page", "category"]) {
      expect(tagKeys("varnish", `/blog/${slug}`)).toEqual(["deploy-nexaloom-mx4a1", "posts", `post-${slug}`]);
      expect(ruleKeys("varnish", `/blog/${slug}`)).toBeUndefined();
    }
  });

  it("is not tagged without an edge or a build id", () => {
    expect(postPageTag(undefined, BUILD, "/blog/a")).toBeUndefined();
    expect(postPageTag({ provider: "varnish" }, undefined, "/blog/a")).toBeUndefined();
    expect(edgeKeyHeaders(undefined, BUILD)).toEqual([]);
  });
});

describe("a renamed post's redirect", () => {
  it("carries the build's key and both slugs' keys in the provider's header, so a purge of either drops it", () => {
    expect(renamedPostTag({ provider: "fastly" }, BUILD, { old: "first-name", current: "second-name" })).toEqual({
      name: "Surrogate-Key",
      value: "deploy-nexaloom-mx4a1 post-first-name post-second-name",
    });
    expect(renamedPostTag({ provider: "cloudflare" }, BUILD, { old: "a", current: "b" })?.value).toBe(
      "deploy-nexaloom-mx4a1,post-a,post-b",
    );
  });

  it("is left off without an edge or a build id", () => {
    expect(renamedPostTag(undefined, BUILD, { old: "a", current: "b" })).toBeUndefined();
    expect(renamedPostTag({ provider: "varnish" }, undefined, { old: "a", current: "b" })).toBeUndefined();
  });
});

describe("the header rules", () => {
  it.each(cdnProviderNames)("tag the other pages for %s with the encoded build, and lists with posts", (provider) => {
    expect(
      edgeKeyHeaders({ provider }, BUILD).every((rule) => rule.headers[0]?.key === cdnProviders[provider].tagHeader),
    ).toBe(true);
    expect(ruleKeys(provider, "/")).toEqual(["deploy-nexaloom-mx4a1"]);
    expect(ruleKeys(provider, "/contact")).toEqual(["deploy-nexaloom-mx4a1"]);
    expect(ruleKeys(provider, "/_next/image")).toEqual(["deploy-nexaloom-mx4a1"]);
    for (const path of ["/blog", "/blog/feed.xml", "/sitemap.xml", "/api/posts"])
      expect(ruleKeys(provider, path)).toEqual(["deploy-nexaloom-mx4a1", "posts"]);
  });

  it.each(cdnProviderNames)("tag the list's own pages for %s like /blog, never as a post", (provider) => {
    // Page 2 onwards and each category's pages (lib/blog/archive-paths.ts); a segment named like a share
    // card there is still a list page's path, answered by its route.
    for (const path of [
      "/blog/page/2",
      "/blog/page/20",
      "/blog/category/ai",
      "/blog/category/caf%C3%A9",
      "/blog/category/ai/page/2",
      "/blog/page/opengraph-image",
      "/blog/category/opengraph-image",
    ]) {
      expect([path, ruleKeys(provider, path)]).toEqual([path, ["deploy-nexaloom-mx4a1", "posts"]]);
      expect([path, postPageTag({ provider }, BUILD, path)]).toEqual([path, undefined]);
    }
  });

  it("leave the build's hashed assets untagged: a page of the previous build still loads them", () => {
    expect(ruleKeys("varnish", "/_next/static/chunks/main-0a1b2c.js")).toBeUndefined();
  });
});

describe("the longest tag header the site sends", () => {
  // WordPress cuts a slug to 200 characters once encoded (utf8_uri_encode($title, 200)); 日 is nine
  // characters encoded. DEPLOYMENT_ID takes up to 100 characters (lib/settings.mjs).
  const longestSlug = `${"%E6%97%A5".repeat(22)}AB`;
  const longestBuild = "B".repeat(100);

  it.each(cdnProviderNames)(
    "fits %s's limits for the header and for each key, and each key can be purged",
    (provider) => {
      expect(longestSlug).toHaveLength(200);
      const tag = postPageTag({ provider }, longestBuild, `/blog/${longestSlug}`)!;
      const keys = tag.value.split(cdnProviders[provider].separator);
      expect(keys).toHaveLength(3);
      expect(keys[2]).toBe(`post-${"%e6%97%a5".repeat(22)}ab`);
      expect(Buffer.byteLength(tag.value)).toBe(319);
      expect(Buffer.byteLength(tag.value)).toBeLessThanOrEqual(cdnProviders[provider].maxTagHeaderBytes);
      for (const key of keys) expect(Buffer.byteLength(key)).toBeLessThanOrEqual(cdnProviders[provider].maxKeyBytes);
      expect(purgeBatches(provider, keys)).toEqual([keys]);
    },
  );
});
