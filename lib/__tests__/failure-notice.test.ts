/** @jest-environment node */
import { errorFields, failureNotice } from "../failure-notice.mjs";
import { captureLog } from "./log-lines";

describe("a failure notice", () => {
  it("logs when failing starts and when it stops, once each, however often either is reported", () => {
    const logged = captureLog();
    try {
      const notice = failureNotice("peer.down", "the peer stopped answering");
      notice.recovered();
      notice.failed({ code: "ECONNREFUSED" });
      notice.failed({ code: "ETIMEDOUT" });
      notice.recovered({ after: 2 });
      notice.recovered();
      notice.failed();
      expect(
        logged.lines.map(({ level, event, code, after, message }) => ({ level, event, code, after, message })),
      ).toEqual([
        { level: "warn", event: "peer.down", code: "ECONNREFUSED", message: "the peer stopped answering" },
        { level: "info", event: "peer.down.recovered", after: 2, message: "working again" },
        { level: "warn", event: "peer.down", message: "the peer stopped answering" },
      ]);
    } finally {
      logged.restore();
    }
  });

  it("can say it works again under an event and words of its own", () => {
    const logged = captureLog();
    try {
      const notice = failureNotice("cache.gone", "gone", { event: "cache.back", message: "back again" });
      notice.failed();
      notice.recovered();
      expect(logged.lines).toEqual([
        expect.objectContaining({ event: "cache.gone", message: "gone" }),
        expect.objectContaining({ level: "info", event: "cache.back", message: "back again" }),
      ]);
    } finally {
      logged.restore();
    }
  });

  it("keeps its own state: two notices of one event report apart", () => {
    const logged = captureLog();
    try {
      const [redis, postgres] = [failureNotice("dependency.down", "down"), failureNotice("dependency.down", "down")];
      redis.failed({ dependency: "redis" });
      postgres.failed({ dependency: "postgres" });
      expect(logged.events("dependency.down").map((line) => line.dependency)).toEqual(["redis", "postgres"]);
    } finally {
      logged.restore();
    }
  });
});

describe("an error's log fields", () => {
  it("are its class and code, never its message", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
    expect(errorFields(refused)).toEqual({ error: "Error", code: "ECONNREFUSED" });
    expect(JSON.stringify(errorFields(new TypeError("/srv/data/secret.json: visitor@example.in")))).toBe(
      '{"error":"TypeError"}',
    );
  });

  it("name a subclass that kept Error's name by its class", () => {
    class SocketClosedError extends Error {}
    expect(errorFields(new SocketClosedError("closed by 10.0.0.5")).error).toBe("SocketClosedError");
  });

  it("take the code from the cause when the error has none, as fetch reports a refused connection", () => {
    const failed = new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3410"), { code: "ECONNREFUSED" }),
    });
    expect(errorFields(failed)).toEqual({ error: "TypeError", code: "ECONNREFUSED" });
    const wrapped = new Error("WordPress failed", { cause: failed });
    expect(errorFields(wrapped).code).toBe("ECONNREFUSED");
  });

  it("say what was thrown when it is not an error", () => {
    expect(errorFields("ECONNRESET by 10.0.0.5")).toEqual({ error: "string", code: undefined });
    expect(errorFields(undefined)).toEqual({ error: "undefined", code: undefined });
  });
});
