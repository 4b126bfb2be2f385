/** @jest-environment node */
import { purgeBatches } from "../purge-batches.mjs";

const keys = (count: number, length = 10) =>
  Array.from({ length: count }, (_, index) => `post-${String(index).padStart(length - 5, "0")}`);

describe("a purge's batches", () => {
  it("name each key once, encoded, in the order first given", () => {
    expect(purgeBatches("fastly", ["posts", "post-café", "post-caf%C3%A9", "posts", "POSTS"])).toEqual([
      ["posts", "post-caf%c3%a9"],
    ]);
    expect(purgeBatches("cloudflare", [])).toEqual([]);
  });

  it("hold at most 256 keys for Fastly and 100 tags for Cloudflare", () => {
    // Fastly: "Up to 256 surrogate keys can be purged in one batch request" (purging API).
    expect(purgeBatches("fastly", keys(600)).map((batch) => batch.length)).toEqual([256, 256, 88]);
    // Cloudflare: "Max operations per request: 100", on every plan (purge cache, purge limits).
    expect(purgeBatches("cloudflare", keys(250)).map((batch) => batch.length)).toEqual([100, 100, 50]);
  });

  it("keep Fastly's Surrogate-Key header within 16,384 bytes when the keys are long", () => {
    // 200 keys of 1,000 bytes: 16 of them and their 15 spaces take 16,015 bytes, a 17th would not fit.
    const batches = purgeBatches("fastly", keys(200, 1000));
    expect(batches.map((batch) => batch.length)).toEqual([...Array(12).fill(16), 8]);
    for (const batch of batches) expect(batch.join(" ").length).toBeLessThanOrEqual(16_384);
  });

  it("refuse a key longer than the provider takes, naming it, rather than cut it", () => {
    const long = `post-${"x".repeat(1020)}`;
    expect(() => purgeBatches("fastly", ["posts", long])).toThrow(/post-x{55}\.\.\. \(1025 characters\).*1024 bytes/);
    expect(() => purgeBatches("cloudflare", [long])).toThrow(RangeError);
  });
});
