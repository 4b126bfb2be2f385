#!/usr/bin/env node
// A stand-in for Cloudflare's purge API that checks each request as Cloudflare's documentation describes
// it, so the site's purges are tested against what Cloudflare takes rather than against the site's own
// idea of it. It serves the purge by tags alone (its URL stands for https://api.cloudflare.com/client/v4):
//
// - POST /zones/{zone_id}/purge_cache with a JSON body {"tags": [...]}; the answer is the API's envelope,
//   {"success": true, "errors": [], "messages": [], "result": {"id": ...}}, and a refusal the same envelope
//   with success false and at least one error {code, message}.
//   https://developers.cloudflare.com/api/resources/cache/methods/purge/ (and its OpenAPI schema,
//   https://github.com/cloudflare/api-schemas: cache-purge_api-response-single-id,
//   cache-purge_api-response-common-failure, whose example error is 7003 "No route for the URI")
// - The API token as `Authorization: Bearer <token>`.
//   https://developers.cloudflare.com/fundamentals/api/how-to/make-api-calls/
// - Tag purges on every plan, at most 100 tags in one request ("Max operations per request").
//   https://developers.cloudflare.com/cache/how-to/purge-cache/#purge-limits
// - A tag in a purge of at most 1,024 characters, printable ASCII, no spaces; tags ignore case.
//   https://developers.cloudflare.com/cache/how-to/purge-cache/purge-by-tags/
// - 429 with Retry-After (seconds) when rate limited.
//   https://developers.cloudflare.com/fundamentals/api/reference/limits/
// - No soft purge: every purge taken is recorded hard.
//
// Cloudflare documents the envelope, not which code each refusal carries. The codes here are those its
// API has been seen to send: 10000 "Authentication error" for a bad token, 6003 "Invalid request headers",
// 1014 for tags that are no array (https://github.com/cloudflare/cloudflare-php/issues/61), 971 with a
// 429, and for a tag it will not take a 200 with success false, 1100 or 1315 and then 1016 "One or more
// cache purge errors" (https://github.com/opennextjs/opennextjs-cloudflare/pull/655). Where none was
// found (malformed JSON, too many or no tags, a space in a tag, a method other than POST) the code is
// this server's own, in the 99xxx range so that no test mistakes it for Cloudflare's.
//
// startCloudflareContract({ port, zoneId, token }) for tests in this process;
// `node tools/cdn-contract/cloudflare.mjs --port 0 --zone-id ID --token TOKEN` prints its URL and runs
// until SIGTERM. Both record what they took and refused (contract-server.mjs).
import { randomBytes } from "node:crypto";
import { isMain, runFromCommandLine, startContractServer } from "./contract-server.mjs";

/** @import { Answer, ContractServer, Reply, Seen } from "./contract-server.mjs" */

const CLOUDFLARE_MAX_TAGS = 100;
const CLOUDFLARE_MAX_TAG_CHARACTERS = 1024;

const PURGE_PATH = /^\/zones\/([^/]+)\/purge_cache$/;

/**
 * @param {boolean} success
 * @param {{ code: number; message: string }[]} errors
 * @param {unknown} [result]
 */
const envelope = (success, errors, result = null) => ({ success, errors, messages: [], result });

/**
 * A refusal: `status` with the envelope's errors ([code, message] each), which are also the reason recorded.
 *
 * @param {number} status
 * @param {...[number, string]} errors
 * @returns {Answer}
 */
const refused = (status, ...errors) => ({
  status,
  json: envelope(
    false,
    errors.map(([code, message]) => ({ code, message })),
  ),
  reason: errors.map(([code, message]) => `${code} ${message}`).join("; "),
});

/**
 * The request's JSON object, or undefined when the body is none.
 *
 * @param {string} body
 */
function parsed(body) {
  try {
    const value = JSON.parse(body);
    return typeof value === "object" && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What Cloudflare refuses of one tag, as [code, message], or undefined when it takes it.
 *
 * @param {string} tag
 * @returns {[number, string] | undefined}
 */
function tagProblem(tag) {
  if (tag.length > CLOUDFLARE_MAX_TAG_CHARACTERS)
    return [1100, `Tag exceeds maximum length of ${CLOUDFLARE_MAX_TAG_CHARACTERS} characters: ${tag.slice(0, 40)}...`];
  if (!/^[\x20-\x7e]+$/.test(tag)) return [1315, "Non-printable characters are forbidden in tags"];
  if (tag.includes(" ")) return [99006, `Spaces are not allowed in tags: ${tag}`];
  return undefined;
}

/**
 * @param {Seen} seen
 * @param {{ zoneId: string; token: string }} account
 * @returns {Answer}
 */
function purge({ method, path, headers, body }, { zoneId, token }) {
  const match = PURGE_PATH.exec(path);
  if (!match || decodeURIComponent(/** @type {string} */ (match[1])) !== zoneId)
    return refused(404, [7003, `No route for the URI: ${path}; expected /zones/${zoneId}/purge_cache`]);
  if (method !== "POST") return refused(405, [99005, `${method} is not allowed; the purge is a POST`]);
  if (headers.authorization !== `Bearer ${token}`)
    return refused(401, [10000, "Authentication error: expected Authorization: Bearer <API token>"]);
  if (!/^application\/json\b/i.test(headers["content-type"] ?? ""))
    return refused(400, [6003, "Invalid request headers: Content-Type must be application/json"]);
  const request = parsed(body);
  if (request === undefined)
    return refused(400, [
      99002,
      `Malformed JSON in request body (${body.length ? "not JSON" : "empty"}); a Cache-Tag request header is not read`,
    ]);
  const { tags } = request;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === "string"))
    return refused(400, [1014, '"files", "tags", or "hosts" must be an array']);
  if (tags.length === 0) return refused(400, [99004, "No tags to purge"]);
  if (tags.length > CLOUDFLARE_MAX_TAGS)
    return refused(400, [99003, `${tags.length} tags; at most ${CLOUDFLARE_MAX_TAGS} in one request`]);
  const problems = /** @type {[number, string][]} */ (tags.map(tagProblem).filter(Boolean));
  if (problems.length) return refused(200, ...problems, [1016, "One or more cache purge errors"]);
  return {
    status: 200,
    json: envelope(true, [], { id: randomBytes(16).toString("hex") }),
    purge: { keys: tags, soft: false },
  };
}

/** @type {(seconds: number) => Reply} */
const rateLimited = (seconds) => ({
  status: 429,
  headers: { "retry-after": String(seconds) },
  json: envelope(false, [{ code: 971, message: "Please wait and consider throttling your request speed" }]),
});

/**
 * @param {{ port?: number; zoneId: string; token: string }} options
 * @returns {Promise<ContractServer>}
 */
export function startCloudflareContract({ port = 0, zoneId, token }) {
  return startContractServer({ port, handle: (seen) => purge(seen, { zoneId, token }), rateLimited });
}

if (isMain(import.meta.url)) void runFromCommandLine(startCloudflareContract, "zone-id", "zoneId");
