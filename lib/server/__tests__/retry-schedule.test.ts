import {
  GIVE_UP_AFTER_ATTEMPTS,
  GIVE_UP_AFTER_MS,
  backoff,
  givesUp,
  purgeRetryDelayMs,
  retryDelayMs,
} from "../store/retry-schedule";

describe("the outbox's retry schedule (both stores)", () => {
  it("waits 5 s after the first failure, doubling up to 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000, 900_000,
    ]);
    expect(retryDelayMs(GIVE_UP_AFTER_ATTEMPTS)).toBe(900_000);
  });

  it("gives up at the attempt made a day after the first, not before", () => {
    const spanned = (attempts: number) =>
      Array.from({ length: attempts - 1 }, (_, index) => retryDelayMs(index + 1)).reduce((sum, ms) => sum + ms, 0);
    expect(GIVE_UP_AFTER_ATTEMPTS).toBe(104);
    expect(spanned(GIVE_UP_AFTER_ATTEMPTS)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    expect(spanned(GIVE_UP_AFTER_ATTEMPTS - 1)).toBeLessThan(GIVE_UP_AFTER_MS);
    expect(givesUp(GIVE_UP_AFTER_ATTEMPTS - 1)).toBe(false);
    expect(givesUp(GIVE_UP_AFTER_ATTEMPTS)).toBe(true);
  });
});

describe("the edge's retry schedule (both purge queues)", () => {
  it("waits 1 s after the first failure, then 2 s, 4 s, and 5 s from then on", () => {
    expect([1, 2, 3, 4, 5, 20].map(purgeRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 5_000, 5_000, 5_000]);
  });
});

describe("a back-off schedule", () => {
  it("starts at its first delay, doubles, and stops at its ceiling", () => {
    const delayMs = backoff({ firstMs: 3, maxMs: 20 });
    expect([1, 2, 3, 4, 5].map(delayMs)).toEqual([3, 6, 12, 20, 20]);
  });
});
