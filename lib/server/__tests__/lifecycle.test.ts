/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { drainOnSigterm, phase, serving } from "../lifecycle";

jest.mock("server-only", () => ({}));

// The order docs/deploying.md promises on SIGTERM: unready at once, serving through the drain, then the
// spool's last move, then Next's own stop.
it("turns unready, waits the drain, does the last work, then hands SIGTERM to Next", async () => {
  jest.useFakeTimers();
  const order: string[] = [];
  const nextStop = jest.fn(() => order.push("next stops"));
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", nextStop);
  serving();
  let finishWork: () => void = () => undefined;
  drainOnSigterm(3_000, () => {
    order.push("last work");
    return new Promise<void>((resolve) => (finishWork = resolve));
  });

  // Jest's sandboxed process keeps the listeners but does not emit to them: call them as a signal would.
  for (const listener of process.listeners("SIGTERM")) listener("SIGTERM");
  expect(phase()).toBe("draining");
  await jest.advanceTimersByTimeAsync(2_999);
  expect(order).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  expect(order).toEqual(["last work"]);
  // Next waits for the work...
  await jest.advanceTimersByTimeAsync(1_000);
  expect(nextStop).not.toHaveBeenCalled();
  finishWork();
  await jest.advanceTimersByTimeAsync(0);
  expect(order).toEqual(["last work", "next stops"]);
  process.removeAllListeners("SIGTERM");
  jest.useRealTimers();
});

it("stops within five seconds of the drain even when the last work hangs (a frozen PostgreSQL)", async () => {
  jest.useFakeTimers();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("nexaloom.drainOnSigterm")];
  const nextStop = jest.fn();
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", nextStop);
  drainOnSigterm(1_000, () => new Promise(() => undefined));
  for (const listener of process.listeners("SIGTERM")) listener("SIGTERM");
  await jest.advanceTimersByTimeAsync(1_000 + 4_999);
  expect(nextStop).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(nextStop).toHaveBeenCalledTimes(1);
  process.removeAllListeners("SIGTERM");
  jest.useRealTimers();
});

it("exits 30 s after handing SIGTERM to Next when a request keeps Next's stop open, and says so", async () => {
  jest.useFakeTimers();
  const logged = captureLog();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("nexaloom.drainOnSigterm")];
  const exit = jest.spyOn(process, "exit").mockImplementation(() => undefined as never);
  const nextStop = jest.fn();
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", nextStop);
  drainOnSigterm(1_000);
  for (const listener of process.listeners("SIGTERM")) listener("SIGTERM");
  await jest.advanceTimersByTimeAsync(1_000);
  expect(nextStop).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(29_999);
  expect(exit).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(exit).toHaveBeenCalledWith(143);
  expect(logged.events("instance.stop_overdue")).toEqual([expect.objectContaining({ level: "warn" })]);
  exit.mockRestore();
  logged.restore();
  process.removeAllListeners("SIGTERM");
  jest.useRealTimers();
});
