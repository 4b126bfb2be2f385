/** @jest-environment node */
import { startCloudflareContract } from "../cloudflare.mjs";
import { startFastlyContract } from "../fastly.mjs";

const SERVICE = "SU1Z0isxPaozGVKXdv0eY";
const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "the-right-token-0123456789";

/**
 * The purge as the site sent it before issue 41 (lib/server/edge/purge-request.ts at commit 23789ff,
 * `purgeRequest`, lines 64-78): POST to CDN_PURGE_URL with no body, the keys in the tag header,
 * `Fastly-Soft-Purge: 1` when soft and the token as `Authorization: Bearer`. Written out here rather than
 * imported, since that module is to send what the providers take from now on.
 */
function todaysPurge(url: string, tagHeader: string, keys: string[]) {
  const separator = tagHeader.toLowerCase() === "cache-tag" ? "," : " ";
  return fetch(url, {
    method: "POST",
    headers: { [tagHeader]: keys.join(separator), "fastly-soft-purge": "1", authorization: `Bearer ${TOKEN}` },
  });
}

describe("the purge the site sent before issue 41", () => {
  it("is refused by Fastly: the token travels in Fastly-Key, not as a bearer", async () => {
    const fastly = await startFastlyContract({ serviceId: SERVICE, token: TOKEN });
    const response = await todaysPurge(`${fastly.url}/service/${SERVICE}/purge`, "Surrogate-Key", ["posts", "post-a"]);
    await fastly.close();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      msg: "Provided credentials are missing or invalid",
      detail: "no Fastly-Key header (the token travels there alone)",
    });
    expect(fastly.purges).toEqual([]);
  });

  it("is refused by Cloudflare: the tags travel in a JSON body, and a Cache-Tag request header is not read", async () => {
    const cloudflare = await startCloudflareContract({ zoneId: ZONE, token: TOKEN });
    const response = await todaysPurge(`${cloudflare.url}/zones/${ZONE}/purge_cache`, "Cache-Tag", ["posts", "post-a"]);
    await cloudflare.close();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      errors: [{ code: 6003, message: "Invalid request headers: Content-Type must be application/json" }],
    });
    expect(cloudflare.refusals).toEqual([expect.objectContaining({ status: 400 })]);
    expect(cloudflare.purges).toEqual([]);
  });
});
