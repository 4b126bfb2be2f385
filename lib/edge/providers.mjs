// The edges the site can stand behind, each as its provider documents it: the tag header its pages
// carry, the purge request it takes and how it answers. Plain JavaScript, so next.config.mjs (the pages'
// header rules), lib/settings.mjs (the checks at start), the app's purge queue and the scripts read one
// definition.
//
// Sources, read for every field below:
// - Fastly, purging API: https://www.fastly.com/documentation/reference/api/purging/ (POST
//   /service/{service_id}/purge, "Up to 256 surrogate keys can be purged in one batch request", keys as a
//   JSON body or "listing keys in a Surrogate-Key request header", Fastly-Soft-Purge, the answer a map of
//   each key to its purge id), as generated into https://github.com/fastly/fastly-js/blob/main/docs/PurgeApi.md.
// - Fastly, Surrogate-Key: https://www.fastly.com/documentation/reference/http/http-headers/Surrogate-Key/
//   ("Individual keys are limited to 1024 bytes in length, and the total length of the Surrogate-Key header
//   may not exceed 16,384 bytes").
// - Fastly, tokens: https://www.fastly.com/documentation/reference/api/auth/ ("included in the Fastly-Key
//   HTTP header"); services: https://www.fastly.com/documentation/reference/api/services/service/ (the id
//   is an "Alphanumeric string identifying the service"); rate limits: https://docs.fastly.com/api/ (429,
//   Fastly-RateLimit-Reset in UTC epoch seconds).
// - Cloudflare, purge API: https://developers.cloudflare.com/api/resources/cache/methods/purge/ (POST
//   /zones/{zone_id}/purge_cache, body {"tags": [...]}, the answer's success/errors/messages/result, a zone id
//   of at most 32 characters such as 023e105f4ecef8ad9ca31a8372d0c353).
// - Cloudflare, limits: https://developers.cloudflare.com/cache/how-to/purge-cache/#purge-limits (tag purges
//   on every plan, "Max operations per request: 100"); tags:
//   https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/ (comma-separated, "the
//   aggregate Cache-Tag HTTP header cannot exceed 16 KB", "the maximum length of a cache-tag in an API call
//   is 1,024 characters", "Case is not sensitive"); the token, "Authorization: Bearer <API_TOKEN>":
//   https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/; 429 and Retry-After:
//   https://developers.cloudflare.com/fundamentals/api/reference/limits/.
// - Varnish: the repo's ops/varnish/edge.vcl (xkey behind the same request as Fastly's), and varnishd's
//   http_req_hdr_len and http_resp_hdr_len, 8k by default:
//   https://varnish-cache.org/docs/trunk/reference/varnishd.html.
import { encodeEdgeKey } from "./key-encoding.mjs";

/** @typedef {"varnish" | "fastly" | "cloudflare"} CdnProviderName */

/**
 * @typedef {object} CdnProvider
 * @property {string} tagHeader The response header the pages carry their keys in.
 * @property {" " | ","} separator What separates the keys in that header (and in the purge's header, where the
 *   keys travel in one).
 * @property {string | undefined} defaultApiUrl The API base CDN_API_URL defaults to; undefined for varnish, whose
 *   purge endpoint must be given.
 * @property {{ pattern: RegExp; describe: string } | undefined} serviceId The form of CDN_SERVICE_ID (Fastly's
 *   service id, Cloudflare's zone id); undefined when there is none.
 * @property {string} tokenHeader Where the token travels, for the settings' and the README's words.
 * @property {boolean} softPurge Whether the provider can mark pages stale rather than drop them; a soft purge is
 *   sent hard where not.
 * @property {number} maxKeysPerPurge
 * @property {number} maxKeyBytes
 * @property {number} maxPurgeListBytes The keys of one purge, joined by the separator, in bytes (Infinity: no
 *   documented limit).
 * @property {number} maxTagHeaderBytes The tag header a page carries, in bytes.
 */

/** @typedef {"soft" | "hard"} PurgeKind */

/**
 * An edge as lib/settings.mjs reads it.
 * @typedef {{ provider: CdnProviderName; apiUrl?: string; serviceId?: string; token?: string }} PurgeTarget
 */

/** @typedef {{ url: string; method: "POST"; headers: Record<string, string>; body: string | undefined }} PurgeRequest */

/** @typedef {{ ok: true } | { retryAfterMs: number | null; reason: string } | { giveUp: string }} PurgeAnswer */

/**
 * How one provider's purge travels: `request` builds it for a `Target` whose endpoint is resolved (and, for
 * a provider with a service id, whose id and token buildPurgeRequest has checked), `refusalText` reads the
 * provider's own words out of an answer's body.
 *
 * @template Target
 * @typedef {object} PurgeWire
 * @property {(target: Target, keys: string[], soft: boolean) => { url: string; headers: Record<string, string>; body?: string }} request
 * @property {(body: string) => string} refusalText
 */

/** @typedef {{ apiUrl: string; serviceId?: string; token?: string }} WireTarget */

/** Varnish refuses a header line longer than 8k (varnishd's http_req_hdr_len and http_resp_hdr_len). */
const VARNISH_HEADER_VALUE_BYTES = 8 * 1024 - "Surrogate-Key: ".length;

const bearer = (/** @type {string} */ token) => ({ authorization: `Bearer ${token}` });

/**
 * Each provider's facts (CdnProvider above names them), with its `request(target, keys, soft)` (the URL and
 * headers, and the body where there is one, of buildPurgeRequest) and `refusalText(body)` (its own words in
 * an answer, for readPurgeAnswer).
 *
 * @type {{
 *   varnish: CdnProvider & PurgeWire<WireTarget>;
 *   fastly: CdnProvider & PurgeWire<Required<WireTarget>>;
 *   cloudflare: CdnProvider & PurgeWire<Required<WireTarget>>;
 * }}
 */
export const cdnProviders = {
  varnish: {
    tagHeader: "Surrogate-Key",
    separator: " ",
    defaultApiUrl: undefined,
    serviceId: undefined,
    tokenHeader: "Authorization (Bearer), when CDN_PURGE_TOKEN is set",
    softPurge: true,
    // xkey counts no keys; the purge's one header line is the limit.
    maxKeysPerPurge: Number.POSITIVE_INFINITY,
    maxKeyBytes: VARNISH_HEADER_VALUE_BYTES,
    maxPurgeListBytes: VARNISH_HEADER_VALUE_BYTES,
    maxTagHeaderBytes: VARNISH_HEADER_VALUE_BYTES,
    request: ({ apiUrl, token }, keys, soft) => ({
      url: apiUrl,
      headers: {
        "surrogate-key": keys.join(" "),
        // The repo's VCL reads Fastly's header for xkey's softpurge.
        ...(soft ? { "fastly-soft-purge": "1" } : {}),
        ...(token ? bearer(token) : {}),
      },
    }),
    refusalText: (body) => body,
  },
  fastly: {
    tagHeader: "Surrogate-Key",
    separator: " ",
    defaultApiUrl: "https://api.fastly.com",
    serviceId: {
      // Fastly documents only "alphanumeric". The ids it issues have 22 characters, yet its own API
      // reference's example (SU1Z0isxPaozGVKXdv0eY) has 21, so a shorter one is taken; a zone id (32) is not.
      pattern: /^[0-9A-Za-z]{1,22}$/,
      describe: "Fastly's service id, at most 22 letters and digits (the id, not the service's name)",
    },
    tokenHeader: "Fastly-Key",
    softPurge: true,
    maxKeysPerPurge: 256,
    maxKeyBytes: 1024,
    // Documented for the header a response carries; the purge's header lists the same keys and is held to it.
    maxPurgeListBytes: 16_384,
    maxTagHeaderBytes: 16_384,
    // The header form, which Fastly documents beside the JSON body: the same list, spelled as the pages spell it.
    request: ({ apiUrl, serviceId, token }, keys, soft) => ({
      url: `${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`,
      headers: {
        "fastly-key": token,
        "surrogate-key": keys.join(" "),
        accept: "application/json",
        ...(soft ? { "fastly-soft-purge": "1" } : {}),
      },
    }),
    refusalText: (body) => {
      const { msg, detail } = jsonObject(body) ?? {};
      return typeof msg === "string" ? [msg, detail].filter((part) => typeof part === "string").join(": ") : body;
    },
  },
  cloudflare: {
    tagHeader: "Cache-Tag",
    separator: ",",
    defaultApiUrl: "https://api.cloudflare.com/client/v4",
    serviceId: {
      pattern: /^[0-9a-f]{32}$/,
      describe: "Cloudflare's zone id, 32 lowercase hexadecimal characters",
    },
    tokenHeader: "Authorization (Bearer)",
    // Cloudflare has no soft purge: a soft purge is sent as a hard one, and the pages it names are gone
    // from the edge until they are fetched again.
    softPurge: false,
    maxKeysPerPurge: 100,
    maxKeyBytes: 1024,
    // A JSON body, for which Cloudflare documents no size: 100 tags of at most 1,024 characters.
    maxPurgeListBytes: Number.POSITIVE_INFINITY,
    // "16 KB" read as 16,000 bytes, which holds whichever kilobyte was meant.
    maxTagHeaderBytes: 16_000,
    request: ({ apiUrl, serviceId, token }, keys) => ({
      url: `${apiUrl}/zones/${encodeURIComponent(serviceId)}/purge_cache`,
      headers: { ...bearer(token), "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ tags: keys }),
    }),
    refusalText: (body) => {
      const errors = jsonObject(body)?.errors;
      return Array.isArray(errors) && errors.length
        ? errors.map((error) => [error?.code, error?.message].filter((part) => part !== undefined).join(" ")).join("; ")
        : body;
    },
  },
};

export const cdnProviderNames = /** @type {readonly CdnProviderName[]} */ (Object.keys(cdnProviders));

/** @param {string} body */
function jsonObject(body) {
  try {
    const value = JSON.parse(body);
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

const REASON_LENGTH = 300;

/**
 * A provider's words as one short line of printable text: of an HTML error page, its text alone.
 *
 * @param {string} body
 */
function plainText(body) {
  return (/^\s*</.test(body) ? body.replace(/<[^>]*>/g, " ") : body)
    .replace(/[^\x20-\x7e]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, REASON_LENGTH);
}

const short = (/** @type {string} */ key) =>
  key.length > 60 ? `${key.slice(0, 60)}... (${key.length} characters)` : key;

/**
 * Throws unless `key` can travel in one of `provider`'s purges as it is: in its encoded form
 * (lib/edge/key-encoding.mjs) and within the provider's length for one key. A longer key is refused, not
 * cut: a cut key would purge nothing, or another page.
 *
 * @param {CdnProviderName} provider
 * @param {string} key
 * @returns {void}
 */
export function checkPurgeKey(provider, key) {
  if (!key || encodeEdgeKey(key) !== key)
    throw new RangeError(`the edge key "${short(key)}" is not in its encoded form; expected encodeEdgeKey's`);
  const { maxKeyBytes } = cdnProviders[provider];
  if (key.length > maxKeyBytes)
    throw new RangeError(`the edge key "${short(key)}" is longer than ${provider}'s ${maxKeyBytes} bytes for a key`);
}

/**
 * The HTTP request that purges `keys` (one batch of lib/edge/purge-batches.mjs) at the edge `target`
 * names, as lib/settings.mjs reads it. It carries the token: never log it. Throws, without the token,
 * when the target lacks what its provider needs or the keys do not fit one request.
 *
 * @param {PurgeTarget} target
 * @param {string[]} keys
 * @param {PurgeKind} kind a soft purge marks pages stale (the edge keeps serving them if the origin fails)
 * @returns {PurgeRequest}
 */
export function buildPurgeRequest(target, keys, kind) {
  const provider = cdnProviders[target.provider];
  if (!provider)
    throw new RangeError(`"${target.provider}" is no edge provider; expected ${cdnProviderNames.join(", ")}`);
  if (kind !== "soft" && kind !== "hard") throw new RangeError(`"${kind}" is no purge kind; expected soft or hard`);
  const apiUrl = (target.apiUrl ?? provider.defaultApiUrl)?.replace(/\/+$/, "");
  if (!apiUrl) throw new Error(`a ${target.provider} purge needs its endpoint (CDN_API_URL)`);
  if (provider.serviceId && (!target.serviceId || !target.token))
    throw new Error(
      `a ${target.provider} purge needs its service or zone id and a token (CDN_SERVICE_ID, CDN_PURGE_TOKEN)`,
    );
  if (keys.length === 0 || keys.length > provider.maxKeysPerPurge)
    throw new RangeError(`a ${target.provider} purge names 1 to ${provider.maxKeysPerPurge} keys, not ${keys.length}`);
  for (const key of keys) checkPurgeKey(target.provider, key);
  const listBytes = keys.join(provider.separator).length;
  if (listBytes > provider.maxPurgeListBytes)
    throw new RangeError(
      `a ${target.provider} purge's keys take ${listBytes} bytes, over its ${provider.maxPurgeListBytes}`,
    );
  // The service or zone id and the token are there where the provider has ids: checked above.
  const wireTarget = /** @type {Required<WireTarget>} */ ({ ...target, apiUrl });
  return { method: "POST", body: undefined, ...provider.request(wireTarget, keys, kind === "soft") };
}

/**
 * Milliseconds until `value` (Retry-After: seconds, or an HTTP date) has passed; null when it says neither.
 *
 * @param {string | null} value
 * @param {number} now
 */
function retryAfterMs(value, now) {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait a 429 asks for: Retry-After, or Fastly's own reset time (UTC epoch seconds) when that is all it sent.
 *
 * @param {CdnProviderName} provider
 * @param {{ get(name: string): string | null }} headers
 * @param {number} now
 */
function rateLimitWaitMs(provider, headers, now) {
  const waited = retryAfterMs(headers.get("retry-after"), now);
  if (waited !== null || provider !== "fastly") return waited;
  const reset = Number(headers.get("fastly-ratelimit-reset"));
  return reset > 0 ? Math.max(0, reset * 1000 - now) : null;
}

/**
 * What a provider's answer to a purge means for the queue: taken; to be tried again (after `retryAfterMs`
 * when the provider said how long, else on the queue's own schedule); or given up, since the same request
 * would be refused again (a wrong token, a wrong service or zone, keys the provider will not take). The
 * reason is the status and the provider's own words (lib/edge/send-purge.mjs cuts the token out of them,
 * should a provider quote the request).
 *
 * @param {CdnProviderName} provider
 * @param {{ status: number; headers: { get(name: string): string | null }; body: string }} answer
 * @param {number} [now]
 * @returns {PurgeAnswer}
 */
export function readPurgeAnswer(provider, { status, headers, body }, now = Date.now()) {
  const words = plainText(cdnProviders[provider].refusalText(body));
  const reason = `the edge answered ${status}${words ? `: ${words}` : ""}`;
  if (status === 429) return { retryAfterMs: rateLimitWaitMs(provider, headers, now), reason };
  if (status === 408 || status >= 500) return { retryAfterMs: null, reason };
  if (status >= 300 && status < 400)
    return {
      giveUp: `the edge answered ${status}, a redirect, which a purge never follows; CDN_API_URL must name the API itself`,
    };
  if (status >= 400) return { giveUp: reason };
  if (provider !== "cloudflare") return { ok: true };
  // Cloudflare's answer says itself whether the purge was taken: a 200 can carry success false.
  const success = jsonObject(body)?.success;
  if (success === true) return { ok: true };
  if (success === false)
    return { giveUp: `the edge answered ${status} with success false${words ? `: ${words}` : ""}` };
  return { retryAfterMs: null, reason: `the edge answered ${status} without Cloudflare's JSON answer` };
}
