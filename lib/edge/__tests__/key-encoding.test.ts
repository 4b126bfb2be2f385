/** @jest-environment node */
import { encodeEdgeKey } from "../key-encoding.mjs";
import { purgeBatches } from "../purge-batches.mjs";

// é is U+00E9, two bytes in UTF-8: C3 A9 (RFC 3629). WordPress stores a slug's bytes as lowercase
// escapes (utf8_uri_encode in wp-includes/formatting.php: '%' . dechex(...)).
const CAFE = "caf%c3%a9";

describe("an edge key", () => {
  it("is one whichever way the slug arrives: from a URL, from WordPress, typed, composed or not", () => {
    const spellings = ["café", "caf%C3%A9", "caf%c3%a9", "CAFÉ", "CAF%C3%89", "cafe\u0301"];
    expect(spellings.map(encodeEdgeKey)).toEqual(spellings.map(() => CAFE));
    expect(encodeEdgeKey("post-café")).toBe(`post-${CAFE}`);
  });

  it("does not change when encoded again, whatever it was", () => {
    for (const key of ["café", "100%-off", "%E9", "%25", "a b,c", "\u{1F600}", "%ef%bb%bf-bom", "İstanbul"])
      expect(encodeEdgeKey(encodeEdgeKey(key))).toBe(encodeEdgeKey(key));
  });

  it("keeps a percent sign that escapes no UTF-8, rather than turning it into another character", () => {
    // E9 alone is no UTF-8 sequence; 25 is "%" itself.
    expect(encodeEdgeKey("%E9")).toBe("%25e9");
    expect(encodeEdgeKey("100%-off")).toBe("100%25-off");
    expect(encodeEdgeKey("100%25-off")).toBe("100%25-off");
    expect(encodeEdgeKey("%E9")).not.toBe(encodeEdgeKey("%EA"));
  });

  it("cannot split or join a tag list, whose keys are separated by spaces (xkey, Fastly) or commas (Cloudflare)", () => {
    const slugs = ["a b", "a,b", "a\tb", "a%20b%2Cc"];
    const keys = slugs.map((slug) => encodeEdgeKey(`post-${slug}`));
    // Fastly: "Surrogate-Key: product-62952 product-1043"; Cloudflare: "Cache-Tag:tag1,tag2,tag3".
    for (const separator of [" ", ","]) expect(keys.join(separator).split(separator)).toEqual(keys);
    // Fastly's keys and Cloudflare's Cache-Tag are printable ASCII, and Cloudflare allows no spaces.
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]+$/);
    expect(keys).toEqual(["post-a%20b", "post-a%2cb", "post-a%09b", "post-a%20b%2cc"]);
  });
});

describe("the longest post key", () => {
  // WordPress cuts a slug to 200 characters once encoded (sanitize_title_with_dashes calls
  // utf8_uri_encode($title, 200); wp_posts.post_name is varchar(200)), and the site's webhook takes no
  // longer one (lib/blog/revalidate.ts). 日 is three bytes, nine characters encoded: 22 of them and "ab".
  const longestSlug = "%e6%97%a5".repeat(22) + "ab";
  // Fastly: "Individual keys are limited to 1024 bytes in length" (Surrogate-Key reference).
  // Cloudflare: "the maximum length of a cache-tag in an API call is 1,024 characters" (purge by tags).
  const PER_KEY = 1024;

  it("fits each provider's limit for one key, however WordPress spelled the slug", () => {
    expect(longestSlug).toHaveLength(200);
    const key = encodeEdgeKey(`post-${longestSlug}`);
    expect(key).toHaveLength(205);
    expect(encodeEdgeKey(`post-${"日".repeat(22)}ab`)).toBe(key);
    expect(key.length).toBeLessThanOrEqual(PER_KEY);
    for (const provider of ["varnish", "fastly", "cloudflare"] as const)
      expect(purgeBatches(provider, [key])).toEqual([[key]]);
  });

  it("keeps the longest tag list a page carries within each provider's header limit", () => {
    // DEPLOYMENT_ID is up to 100 characters (lib/settings.mjs); a post's page carries its build, posts and itself.
    const list = [`deploy-${"a".repeat(100)}`, "posts", encodeEdgeKey(`post-${longestSlug}`)];
    // Fastly: "the total length of the Surrogate-Key header may not exceed 16,384 bytes"; Cloudflare: "the
    // aggregate Cache-Tag HTTP header cannot exceed 16 KB"; Varnish: http_req_hdr_len and http_resp_hdr_len, 8k.
    expect(list.join(" ").length).toBe(319);
    expect(list.join(" ").length).toBeLessThanOrEqual(8 * 1024 - "Surrogate-Key: ".length);
  });

  it("would not fit as 200 multibyte characters, which WordPress never stores: such a key is refused, not cut", () => {
    // 200 characters of three bytes are 600 bytes, 1,800 characters encoded; with "post-", 1,805.
    const key = encodeEdgeKey(`post-${"日".repeat(200)}`);
    expect(key).toHaveLength(1805);
    expect(key.length).toBeGreaterThan(PER_KEY);
    expect(() => purgeBatches("fastly", [key])).toThrow(/longer than fastly's 1024 bytes/);
    expect(() => purgeBatches("cloudflare", [key])).toThrow(/longer than cloudflare's 1024 bytes/);
  });
});
