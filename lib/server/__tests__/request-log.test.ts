/** @jest-environment node */
import { captureLog } from "@/lib/__tests__/log-lines";
import { requestLog } from "../request-log";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/mail", { method: "POST", headers });

function lineOf(logger: ReturnType<typeof requestLog>) {
  const logged = captureLog();
  try {
    logger.warn({ event: "test.event" }, "a line");
    return logged.lines[0]!;
  } finally {
    logged.restore();
  }
}

describe("a request's log lines", () => {
  it("carry the route and the request id a trusted proxy wrote", () => {
    expect(lineOf(requestLog(request({ "x-request-id": "edge-32770" }), "/api/mail", 1))).toMatchObject({
      event: "test.event",
      route: "/api/mail",
      requestId: "edge-32770",
    });
  });

  it("ignore a client's own X-Request-Id when no proxy is trusted, and make one", () => {
    const line = lineOf(requestLog(request({ "x-request-id": "forged-by-client" }), "/api/mail", 0));
    expect(line.requestId).not.toBe("forged-by-client");
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(["a".repeat(129), "two words", "<script>", ""])("make a new id rather than take %j", (sent) => {
    const line = lineOf(requestLog(request({ "x-request-id": sent }), "/api/mail", 1));
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
