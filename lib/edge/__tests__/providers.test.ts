/** @jest-environment node */
import { buildPurgeRequest, cdnProviders, readPurgeAnswer } from "../providers.mjs";

// Fastly's API reference's own example service id, and Cloudflare's example zone id (its OpenAPI schema).
const FASTLY_SERVICE = "SU1Z0isxPaozGVKXdv0eY";
const CLOUDFLARE_ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "s3cr3t-purge-token-0123456789";

const answer = (status: number, body = "", headers: Record<string, string> = {}) => ({
  status,
  headers: new Headers(headers),
  body,
});

describe("each provider", () => {
  it("tags pages in the header its documentation names, with its separator, and has its API base", () => {
    expect(cdnProviders.varnish).toMatchObject({
      tagHeader: "Surrogate-Key",
      separator: " ",
      defaultApiUrl: undefined,
    });
    expect(cdnProviders.fastly).toMatchObject({
      tagHeader: "Surrogate-Key",
      separator: " ",
      defaultApiUrl: "https://api.fastly.com",
    });
    expect(cdnProviders.cloudflare).toMatchObject({
      tagHeader: "Cache-Tag",
      separator: ",",
      defaultApiUrl: "https://api.cloudflare.com/client/v4",
    });
  });

  it("tells its service or zone id from the other's", () => {
    const fastly = cdnProviders.fastly.serviceId!.pattern;
    const cloudflare = cdnProviders.cloudflare.serviceId!.pattern;
    expect([fastly.test(FASTLY_SERVICE), fastly.test("4UiI4ODITcAJv2z4ezJTFC"), fastly.test(CLOUDFLARE_ZONE)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([cloudflare.test(CLOUDFLARE_ZONE), cloudflare.test(FASTLY_SERVICE), cloudflare.test("my-zone")]).toEqual([
      true,
      false,
      false,
    ]);
    expect(cdnProviders.varnish.serviceId).toBeUndefined();
  });
});

describe("a purge request", () => {
  it("to Fastly is a POST to the service's purge, the keys space-separated in Surrogate-Key, the token in Fastly-Key", () => {
    const request = buildPurgeRequest(
      { provider: "fastly", apiUrl: "https://api.fastly.com/", serviceId: FASTLY_SERVICE, token: TOKEN },
      ["posts", "post-a"],
      "soft",
    );
    expect(request).toEqual({
      method: "POST",
      url: `https://api.fastly.com/service/${FASTLY_SERVICE}/purge`,
      headers: {
        "fastly-key": TOKEN,
        "surrogate-key": "posts post-a",
        "fastly-soft-purge": "1",
        accept: "application/json",
      },
      body: undefined,
    });
  });

  it("to Cloudflare is a JSON body of tags with a bearer token, and never soft", () => {
    const target = { provider: "cloudflare", serviceId: CLOUDFLARE_ZONE, token: TOKEN } as const;
    const soft = buildPurgeRequest(target, ["posts", "post-a"], "soft");
    expect(soft).toEqual({
      method: "POST",
      url: `https://api.cloudflare.com/client/v4/zones/${CLOUDFLARE_ZONE}/purge_cache`,
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json", accept: "application/json" },
      body: '{"tags":["posts","post-a"]}',
    });
    expect(buildPurgeRequest(target, ["posts", "post-a"], "hard")).toEqual(soft);
    expect(cdnProviders.cloudflare.softPurge).toBe(false);
  });

  it("to Varnish is today's: POST to its endpoint, Fastly's soft header, the token as a bearer when set", () => {
    const target = { provider: "varnish", apiUrl: "http://127.0.0.1:6081/.edge/purge" } as const;
    expect(buildPurgeRequest(target, ["posts"], "hard")).toEqual({
      method: "POST",
      url: "http://127.0.0.1:6081/.edge/purge",
      headers: { "surrogate-key": "posts" },
      body: undefined,
    });
    expect(buildPurgeRequest({ ...target, token: TOKEN }, ["posts"], "soft").headers).toEqual({
      "surrogate-key": "posts",
      "fastly-soft-purge": "1",
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it("is refused, without the token, when its target or its keys would not do", () => {
    const fastly = { provider: "fastly", serviceId: FASTLY_SERVICE, token: TOKEN } as const;
    const failures = [
      () => buildPurgeRequest({ provider: "fastly", token: TOKEN }, ["posts"], "hard"),
      () => buildPurgeRequest({ provider: "varnish" }, ["posts"], "hard"),
      () => buildPurgeRequest(fastly, [], "hard"),
      () => buildPurgeRequest(fastly, ["Post-A"], "hard"),
      () =>
        buildPurgeRequest(
          fastly,
          Array.from({ length: 257 }, (_, index) => `post-${index}`),
          "hard",
        ),
    ];
    for (const failure of failures) {
      expect(failure).toThrow();
      try {
        failure();
      } catch (error) {
        expect(String(error)).not.toContain(TOKEN);
      }
    }
  });
});

describe("a provider's answer", () => {
  const NOW = Date.parse("2026-05-01T10:00:00Z");

  it("asks to wait as long as Retry-After says, in seconds or as a date", () => {
    expect(readPurgeAnswer("fastly", answer(429, "", { "retry-after": "12" }), NOW)).toMatchObject({
      retryAfterMs: 12_000,
    });
    expect(
      readPurgeAnswer("cloudflare", answer(429, "", { "retry-after": "Fri, 01 May 2026 10:00:30 GMT" }), NOW),
    ).toMatchObject({ retryAfterMs: 30_000 });
    // Fastly documents Fastly-RateLimit-Reset, in UTC epoch seconds, for when the window resets.
    expect(
      readPurgeAnswer("fastly", answer(429, "", { "fastly-ratelimit-reset": String(NOW / 1000 + 5) }), NOW),
    ).toMatchObject({ retryAfterMs: 5_000 });
    expect(readPurgeAnswer("varnish", answer(429), NOW)).toMatchObject({ retryAfterMs: null });
  });

  it("is tried again without a wait after a 5xx or a 408, and given up after a 4xx or a redirect", () => {
    expect(readPurgeAnswer("varnish", answer(503, "<h1>Purges refused for now</h1>"))).toEqual({
      retryAfterMs: null,
      reason: "the edge answered 503: Purges refused for now",
    });
    expect(readPurgeAnswer("fastly", answer(408))).toMatchObject({ retryAfterMs: null });
    expect(readPurgeAnswer("fastly", answer(404, '{"msg":"Record not found","detail":"Cannot find service"}'))).toEqual(
      {
        giveUp: "the edge answered 404: Record not found: Cannot find service",
      },
    );
    expect(readPurgeAnswer("cloudflare", answer(301))).toMatchObject({
      giveUp: expect.stringMatching(/301, a redirect/),
    });
  });

  it("from Cloudflare is taken only when its JSON says success, whatever the status", () => {
    const taken = '{"success":true,"errors":[],"messages":[],"result":{"id":"9a7806061c88ada191ed06f989cc3dac"}}';
    expect(readPurgeAnswer("cloudflare", answer(200, taken))).toEqual({ ok: true });
    const refused =
      '{"success":false,"errors":[{"code":1100,"message":"Tag exceeds maximum length"},{"code":1016,"message":"One or more cache purge errors"}],"messages":[],"result":null}';
    expect(readPurgeAnswer("cloudflare", answer(200, refused))).toEqual({
      giveUp:
        "the edge answered 200 with success false: 1100 Tag exceeds maximum length; 1016 One or more cache purge errors",
    });
    expect(readPurgeAnswer("cloudflare", answer(200, "<html>captive portal</html>"))).toMatchObject({
      retryAfterMs: null,
    });
  });
});
