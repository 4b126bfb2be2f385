#!/usr/bin/env node
// A stand-in for Fastly's purge API that checks each request as Fastly's documentation describes it, so
// the site's purges are tested against what Fastly takes rather than against the site's own idea of it.
// It serves "Purge multiple surrogate key tags" alone (its URL stands for https://api.fastly.com):
//
// - POST /service/{service_id}/purge, the keys in a `Surrogate-Key` request header (space-separated) or as a
//   JSON body {"surrogate_keys": [...]}; "Up to 256 surrogate keys can be purged in one batch request";
//   `Fastly-Soft-Purge` present (whatever its value) marks the purge soft; the answer is a JSON object
//   naming each key's purge id.
//   https://www.fastly.com/documentation/reference/api/purging/ and, generated from it,
//   https://github.com/fastly/fastly-js/blob/main/docs/PurgeApi.md (return type {String: String})
// - The token in `Fastly-Key`, nowhere else; a wrong or missing one is 401.
//   https://www.fastly.com/documentation/reference/api/auth/
// - Keys of at most 1024 bytes, their header at most 16,384 bytes.
//   https://www.fastly.com/documentation/reference/http/http-headers/Surrogate-Key/
// - 429 when rate limited, with Fastly-RateLimit-Remaining and Fastly-RateLimit-Reset (UTC epoch seconds);
//   Retry-After as well, which HTTP gives a 429 (RFC 9110 section 10.2.3) and the site reads first.
//   https://docs.fastly.com/api/ (Rate limiting)
//
// Errors are Fastly's JSON shape, {"msg": ..., "detail": ...}; the 401's msg is the one Fastly sends.
// The other messages, and the 400 for a request over a limit, are this server's words: Fastly documents
// the limits, not its answer to a request over them.
//
// startFastlyContract({ port, serviceId, token }) for tests in this process;
// `node tools/cdn-contract/fastly.mjs --port 0 --service-id ID --token TOKEN` prints its URL and runs
// until SIGTERM. Both record what they took and refused (contract-server.mjs).
import { randomInt } from "node:crypto";
import { isMain, runFromCommandLine, startContractServer } from "./contract-server.mjs";

/** @import { Answer, ContractServer, Reply, Seen } from "./contract-server.mjs" */

const FASTLY_MAX_KEYS = 256;
const FASTLY_MAX_KEY_BYTES = 1024;
const FASTLY_MAX_HEADER_BYTES = 16_384;

const PURGE_PATH = /^\/service\/([^/]+)\/purge$/;
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * @param {number} status
 * @param {string} msg
 * @param {string} detail
 */
const refused = (status, msg, detail) => ({ status, json: { msg, detail }, reason: `${msg}: ${detail}` });
const badRequest = (/** @type {string} */ detail) => refused(400, "Bad request", detail);

let purgeCount = 0;
const purgeId = () => `${(purgeCount += 1)}-${Math.floor(Date.now() / 1000)}-${randomInt(100_000, 1_000_000)}`;

/** @param {string} body */
function parsed(body) {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The keys of a purge as Fastly reads them, or the refusal of a request that names none it can read.
 *
 * @param {Pick<Seen, "headers" | "body">} seen
 * @returns {{ keys: string[]; form: "header" | "json" } | Answer}
 */
function keysOf({ headers, body }) {
  if (body.length) {
    if (!/^application\/json\b/i.test(headers["content-type"] ?? ""))
      return badRequest("a body must be JSON (Content-Type: application/json)");
    const keys = parsed(body)?.surrogate_keys;
    if (!Array.isArray(keys) || !keys.every((key) => typeof key === "string"))
      return badRequest('the body must be {"surrogate_keys": ["key_1", ...]}');
    return { keys, form: "json" };
  }
  // Node joins a repeated header into one string (Set-Cookie alone comes as a list).
  const header = /** @type {string | undefined} */ (headers["surrogate-key"]);
  if (!header) return badRequest("no keys: neither a Surrogate-Key header nor a JSON body");
  if (Buffer.byteLength(header) > FASTLY_MAX_HEADER_BYTES)
    return badRequest(
      `the Surrogate-Key header is ${Buffer.byteLength(header)} bytes, over ${FASTLY_MAX_HEADER_BYTES}`,
    );
  return { keys: header.split(" ").filter(Boolean), form: "header" };
}

/**
 * @param {Seen} seen
 * @param {{ serviceId: string; token: string }} account
 * @returns {Answer}
 */
function purge({ method, path, headers, body }, { serviceId, token }) {
  const match = PURGE_PATH.exec(path);
  if (!match || decodeURIComponent(/** @type {string} */ (match[1])) !== serviceId)
    return refused(404, "Record not found", `no purge endpoint at ${path}: POST /service/${serviceId}/purge`);
  if (method !== "POST") return refused(405, "Method not allowed", `${method}; the purge is a POST`);
  if (headers["fastly-key"] !== token)
    return refused(
      401,
      "Provided credentials are missing or invalid",
      headers["fastly-key"] === undefined
        ? "no Fastly-Key header (the token travels there alone)"
        : "Fastly-Key is not a valid token",
    );
  const read = keysOf({ headers, body });
  if (!("keys" in read)) return read;
  const { keys, form } = read;
  if (keys.length === 0) return badRequest("no keys");
  if (keys.length > FASTLY_MAX_KEYS)
    return badRequest(`${keys.length} keys; at most ${FASTLY_MAX_KEYS} in one request`);
  const long = keys.find((key) => Buffer.byteLength(key) > FASTLY_MAX_KEY_BYTES);
  if (long) return badRequest(`a key of ${Buffer.byteLength(long)} bytes; at most ${FASTLY_MAX_KEY_BYTES}`);
  if (!keys.every((key) => PRINTABLE.test(key))) return badRequest("keys are printable ASCII");
  return {
    status: 200,
    json: Object.fromEntries(keys.map((key) => [key, purgeId()])),
    purge: { keys, soft: headers["fastly-soft-purge"] !== undefined, form },
  };
}

/** @type {(seconds: number) => Reply} */
const rateLimited = (seconds) => ({
  status: 429,
  headers: {
    "retry-after": String(seconds),
    "fastly-ratelimit-remaining": "0",
    "fastly-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + seconds),
  },
  json: { msg: "Too many requests", detail: `retry in ${seconds} s` },
});

/**
 * @param {{ port?: number; serviceId: string; token: string }} options
 * @returns {Promise<ContractServer>}
 */
export function startFastlyContract({ port = 0, serviceId, token }) {
  return startContractServer({ port, handle: (seen) => purge(seen, { serviceId, token }), rateLimited });
}

if (isMain(import.meta.url)) void runFromCommandLine(startFastlyContract, "service-id", "serviceId");
