/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { purgeRequest } from "../purge-request";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders };

/** A real HTTP server on loopback standing in for the edge's purge endpoint. */
async function edge(answer: (response: http.ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    request.resume();
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.edge/purge`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const ok = (response: http.ServerResponse) => response.end("Purged 3");

describe("a purge sent to the edge", () => {
  it("is a POST naming the keys in the tag header, space-separated for Surrogate-Key", async () => {
    const peer = await edge(ok);
    await purgeRequest({ url: peer.url, token: undefined, soft: false, tagHeader: "Surrogate-Key" })([
      "posts",
      "post-a",
    ]);
    await peer.close();
    expect(peer.seen).toHaveLength(1);
    expect(peer.seen[0]).toMatchObject({
      method: "POST",
      url: "/.edge/purge",
      headers: { "surrogate-key": "posts post-a" },
    });
    expect(peer.seen[0]!.headers["fastly-soft-purge"]).toBeUndefined();
    expect(peer.seen[0]!.headers.authorization).toBeUndefined();
  });

  it("asks for a soft purge and sends the token when set, and comma-separates Cloudflare's Cache-Tag", async () => {
    const peer = await edge(ok);
    await purgeRequest({ url: peer.url, token: "t0ken", soft: true, tagHeader: "Cache-Tag" })(["posts", "post-a"]);
    await peer.close();
    expect(peer.seen[0]!.headers).toMatchObject({
      "cache-tag": "posts,post-a",
      "fastly-soft-purge": "1",
      authorization: "Bearer t0ken",
    });
  });

  it("fails when the edge refuses", async () => {
    const peer = await edge((response) => {
      response.statusCode = 403;
      response.end("Forbidden");
    });
    await expect(
      purgeRequest({ url: peer.url, token: undefined, soft: false, tagHeader: "Surrogate-Key" })(["posts"]),
    ).rejects.toThrow(/403/);
    await peer.close();
  });

  it("gives up on an edge that never answers within its own short timeout", async () => {
    const peer = await edge(() => undefined);
    const started = Date.now();
    await expect(
      purgeRequest({ url: peer.url, token: undefined, soft: false, tagHeader: "Surrogate-Key" })(["posts"]),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(4_000);
    peer.close();
  });
});
