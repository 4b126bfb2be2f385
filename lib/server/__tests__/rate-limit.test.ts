/** @jest-environment node */
import { createLru } from "../lru";
import { createMemoryLimiter, MAX_KEY_LENGTH } from "../rate-limit";

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

  it("remembers the 10,000 clients seen last (docs/operations.md) however many keys a flood brings", () => {
    const tracked = 10_000;
    const allow = createMemoryLimiter({ limit: 1, windowMs: 60_000 });
    const flood = 100_000;
    for (let i = 0; i < flood; i += 1) allow(`flood ${i}`, 1_000);
    // The oldest key still kept is limited; the one before it was pushed out and starts over.
    expect(allow(`flood ${flood - tracked}`, 1_001)).toBe(false);
    expect(allow(`flood ${flood - tracked - 1}`, 1_001)).toBe(true);
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
