/** @jest-environment node */
import { createLru } from "../lru";
import { createMemoryLimiter, MAX_KEY_LENGTH, MAX_TRACKED_CLIENTS } from "../rate-limit";

describe("the in-memory rate limit", () => {
  const limits = { limit: 3, windowMs: 60_000 };

  it("allows the limit per client within the window, then again once the window has passed", () => {
    const allow = createMemoryLimiter(limits);
    const at = 1_000_000;
    expect([1, 2, 3, 4].map((i) => allow("203.0.113.9", at + i))).toEqual([true, true, true, false]);
    expect(allow("203.0.113.10", at + 5)).toBe(true);
    expect(allow("203.0.113.9", at + 60_002)).toBe(true);
  });

  it("remembers a fixed number of clients: a flood of new keys evicts the least recently seen, not the memory", () => {
    const allow = createMemoryLimiter(limits, 100);
    const at = 1_000_000;
    for (let i = 0; i < 3; i += 1) allow("busy client", at);
    for (let i = 0; i < 99; i += 1) allow(`flood ${i}`, at);
    // Seen most recently before the flood's last key: still limited.
    expect(allow("busy client", at)).toBe(false);
    for (let i = 0; i < 100_000; i += 1) allow(`flood ${i}`, at);
    // Pushed out by 100,000 other keys: starts over (that is the price of the bound).
    expect(allow("busy client", at)).toBe(true);
  });

  it("takes the same time per request after 100,000 distinct keys as before", () => {
    const allow = createMemoryLimiter(limits);
    const time = (count: number, prefix: string) => {
      const start = process.hrtime.bigint();
      for (let i = 0; i < count; i += 1) allow(`${prefix} ${i}`, 1_000);
      return Number(process.hrtime.bigint() - start) / count;
    };
    // The fastest of several short rounds: another process taking the CPU for a moment cannot make
    // a round faster, so the minimum compares the limiter with itself rather than with the host's load.
    const fastest = (prefix: string) => Math.min(...[1, 2, 3, 4, 5].map((round) => time(4_000, `${prefix}${round}`)));
    // Filled to its cap first, so "before" already pays the eviction that every later new key pays.
    time(MAX_TRACKED_CLIENTS, "warm");
    const before = fastest("a");
    time(100_000, "b");
    const after = fastest("c");
    expect(after).toBeLessThan(before * 5);
  });

  it("caps key length: keys that differ only past the cap are one client", () => {
    const allow = createMemoryLimiter({ limit: 1, windowMs: 60_000 });
    const long = "x".repeat(MAX_KEY_LENGTH);
    expect(allow(`${long}-first`, 1)).toBe(true);
    expect(allow(`${long}-second`, 2)).toBe(false);
  });
});

describe("createLru", () => {
  it("keeps at most maxKeys entries and drops the least recently used", () => {
    const lru = createLru<number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    lru.get("a");
    lru.set("c", 3);
    expect([lru.get("a"), lru.get("b"), lru.get("c"), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});
