/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sendPurge } from "../send-purge.mjs";

const TOKEN = "varnish-purge-token-0123456789";

/** A loopback server whose every answer `answer` writes; it counts the requests it saw. */
async function edge(answer: (response: http.ServerResponse) => void) {
  const seen = { requests: 0 };
  const server = http.createServer((request, response) => {
    seen.requests += 1;
    request.resume();
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.edge/purge`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, seen, close };
}

describe("a purge sent", () => {
  it("is tried again when the edge does not answer within the time given", async () => {
    const silent = await edge(() => undefined);
    const outcome = await sendPurge({ provider: "varnish", apiUrl: silent.url }, ["posts"], "hard", { timeoutMs: 200 });
    await silent.close();
    expect(outcome).toEqual({ retryAfterMs: null, reason: "no answer within 200 ms" });
  });

  it("is tried again when nothing listens, naming the error's code", async () => {
    const gone = await edge(() => undefined);
    await gone.close();
    expect(await sendPurge({ provider: "varnish", apiUrl: gone.url }, ["posts"], "hard")).toEqual({
      retryAfterMs: null,
      reason: "no answer: ECONNREFUSED",
    });
  });

  it("does not follow a redirect, which would carry the token elsewhere, and gives up", async () => {
    const elsewhere = await edge((response) => response.end());
    const redirecting = await edge((response) => {
      response.writeHead(307, { location: elsewhere.url });
      response.end();
    });
    const outcome = await sendPurge({ provider: "varnish", apiUrl: redirecting.url, token: TOKEN }, ["posts"], "hard");
    await Promise.all([elsewhere.close(), redirecting.close()]);
    expect(outcome).toEqual({ giveUp: expect.stringMatching(/^the edge answered 307, a redirect/) });
    expect(elsewhere.seen.requests).toBe(0);
  });

  it("cuts the token out of an answer that quotes it", async () => {
    const echoing = await edge((response) => {
      response.statusCode = 403;
      response.end(`token ${TOKEN} is not allowed to purge`);
    });
    const outcome = await sendPurge({ provider: "varnish", apiUrl: echoing.url, token: TOKEN }, ["posts"], "hard");
    await echoing.close();
    expect(outcome).toEqual({ giveUp: "the edge answered 403: token [token] is not allowed to purge" });
  });
});
