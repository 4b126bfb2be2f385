import {
  GIVE_UP_AFTER_ATTEMPTS,
  GIVE_UP_AFTER_MS,
  RETRY_MAX_DELAY_MS,
  givesUp,
  retryDelayMs,
} from "../store/retry-schedule";

describe("the outbox's retry schedule (both stores)", () => {
  it("waits 5 s after the first failure, doubling up to 15 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(retryDelayMs)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000, 900_000,
    ]);
    expect(retryDelayMs(GIVE_UP_AFTER_ATTEMPTS)).toBe(RETRY_MAX_DELAY_MS);
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
