// What the CDN contract servers (fastly.mjs, cloudflare.mjs) share: a real HTTP server on loopback
// standing in for a provider's purge API, the record of every purge it took and every request it refused,
// a switch that answers 429 for the next requests, and the command line that starts one as a process.
//
// Beside the provider's API, two paths of the server's own, for tests: `GET /__purges` answers
// {"purges": [...], "refusals": [...]}, and `POST /__answer429` with {"count": n, "seconds": s} makes the
// next n requests answer 429 with `Retry-After: s`.
import http from "node:http";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

/**
 * A purge the server took: its keys as they arrived, whether it was soft, and when (ms since the epoch).
 * @typedef {{ keys: string[]; soft: boolean; at: number; form?: "header" | "json" }} TakenPurge
 */
/**
 * A request the server refused, and why in the provider's words.
 * @typedef {{ at: number; method: string; path: string; status: number; reason: string }} Refusal
 */
/**
 * @typedef {object} ContractServer
 * @property {string} url The API base: what CDN_API_URL names.
 * @property {TakenPurge[]} purges
 * @property {Refusal[]} refusals
 * @property {(count: number, seconds: number) => void} answer429 The next `count` requests answer 429 with
 *   `Retry-After: seconds`.
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {{ method: string; path: string; headers: http.IncomingHttpHeaders; body: string }} Seen
 * @typedef {{ status: number; headers?: Record<string, string>; json: unknown }} Reply
 * @typedef {Reply & ({ purge: Omit<TakenPurge, "at">; reason?: undefined } | { purge?: undefined; reason: string })} Answer
 */

/**
 * @param {http.IncomingMessage} request
 * @returns {Promise<string>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * @param {http.ServerResponse} response
 * @param {{ status: number; headers?: Record<string, string>; json?: unknown }} reply
 */
function send(response, { status, headers = {}, json }) {
  response.writeHead(status, { ...headers, "content-type": "application/json" });
  response.end(json === undefined ? undefined : JSON.stringify(json));
}

/**
 * Starts a contract server. `handle` answers a request to the provider's API: a purge it takes names
 * `purge` (recorded with the time), a refusal names its `reason`. `rateLimited(seconds)` is the
 * provider's 429 while the switch is on.
 *
 * @param {{ port?: number; handle: (seen: Seen) => Answer; rateLimited: (seconds: number) => Reply }} options
 * @returns {Promise<ContractServer>}
 */
export async function startContractServer({ port = 0, handle, rateLimited }) {
  /** @type {TakenPurge[]} */
  const purges = [];
  /** @type {Refusal[]} */
  const refusals = [];
  const limit = { left: 0, seconds: 0 };
  const answer429 = (/** @type {number} */ count, /** @type {number} */ seconds) =>
    Object.assign(limit, { left: count, seconds });

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const method = request.method ?? "";
    const path = new URL(request.url ?? "/", "http://contract.invalid").pathname;
    if (path === "/__purges" && method === "GET") return send(response, { status: 200, json: { purges, refusals } });
    if (path === "/__answer429" && method === "POST") {
      const { count, seconds } = JSON.parse(body || "{}");
      answer429(Number(count), Number(seconds));
      return send(response, { status: 204 });
    }
    /** @type {Answer} */
    let answer;
    if (limit.left > 0) {
      limit.left -= 1;
      answer = { ...rateLimited(limit.seconds), reason: `rate limited: retry after ${limit.seconds} s` };
    } else {
      try {
        answer = handle({ method, path, headers: request.headers, body });
      } catch (error) {
        answer = { status: 500, json: { error: String(error) }, reason: `the contract server failed: ${error}` };
      }
    }
    const at = Date.now();
    if (answer.purge) purges.push({ ...answer.purge, at });
    else refusals.push({ at, method, path, status: answer.status, reason: answer.reason });
    send(response, answer);
  });
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, "127.0.0.1", resolve)));
  // Listening on a TCP port, the server's address is an AddressInfo.
  const url = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`;
  return {
    /** The API base: what CDN_API_URL names. */
    url,
    purges,
    refusals,
    answer429,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Whether the module at `moduleUrl` is the one `node` was asked to run.
 *
 * @param {string} moduleUrl
 */
export const isMain = (moduleUrl) =>
  Boolean(process.argv[1]) && moduleUrl === pathToFileURL(/** @type {string} */ (process.argv[1])).href;

/**
 * `node <server> --port N --token T --<idOption> ID`: starts the server, prints its URL as the first line
 * of standard output, and stops on SIGTERM or SIGINT (an end-to-end test stops it by its PID).
 *
 * @template {string} IdName
 * @param {(options: { port: number; token: string } & Record<IdName, string>) => Promise<{ url: string; close(): Promise<void> }>} start
 * @param {string} idOption the command line's name for the service or zone id, e.g. "service-id"
 * @param {IdName} idName the start function's name for it, e.g. "serviceId"
 */
export async function runFromCommandLine(start, idOption, idName) {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "0" }, token: { type: "string" }, [idOption]: { type: "string" } },
  });
  if (!values.token || !values[idOption]) {
    console.error(`usage: node ${process.argv[1]} --port N --token TOKEN --${idOption} ID`);
    process.exit(2);
  }
  // A computed key's type is a string's, not IdName's.
  const options = /** @type {{ port: number; token: string } & Record<IdName, string>} */ ({
    port: Number(values.port),
    token: values.token,
    [idName]: values[idOption],
  });
  const contract = await start(options);
  console.log(contract.url);
  for (const signal of ["SIGTERM", "SIGINT"])
    process.once(signal, () => void contract.close().then(() => process.exit(0)));
}
