#!/usr/bin/env node
// npm run edge:purge -- --deployment <the previous build's DEPLOYMENT_ID> --origin <an instance's URL>
//
// A deploy's last step, once the last instance of the previous build has left rotation (not before:
// while one still answers, the edge would store its pages again). Asks one instance of the new build
// (POST /api/edge/purge, with DEPLOY_PURGE_SECRET from the environment as a bearer token) to queue a hard
// purge of `deploy-<id>`: the instances deliver it through the same durable queue and purge adapter as
// the webhook's, retried until the edge takes it. Any instance will do, and an address the edge does not
// serve: the edge and nginx refuse /api/edge/ to visitors.
// Exit 0 once the purge is queued; 1 when the instance refused it, has no edge, or did not answer; 2 for
// a wrong command line.
import { parseArgs } from "node:util";

const usage = "usage: npm run edge:purge -- --deployment <previous DEPLOYMENT_ID> --origin <https://instance:port>";

/**
 * @param {number} code
 * @param {string} message
 * @returns {never}
 */
function fail(code, message) {
  console.error(`[edge:purge] ${message}`);
  process.exit(code);
}

let options;
try {
  options = parseArgs({ options: { deployment: { type: "string" }, origin: { type: "string" } } }).values;
} catch (error) {
  fail(2, `${/** @type {Error} */ (error).message}\n${usage}`);
}
const { deployment, origin } = options;
if (!deployment || !origin) fail(2, usage);
if (!URL.canParse(origin) || !["http:", "https:"].includes(new URL(origin).protocol))
  fail(2, `--origin is not an http(s) URL\n${usage}`);
const secret = process.env.DEPLOY_PURGE_SECRET;
if (!secret) fail(2, "DEPLOY_PURGE_SECRET is not set: the instances take the purge with that secret");

const endpoint = new URL("/api/edge/purge", origin);
let response;
try {
  response = await fetch(endpoint, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ deployment }),
    // The secret goes to the instance named, never on to wherever a redirect points.
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
} catch (error) {
  const { cause, name } = /** @type {Error & { cause?: { code?: string; message?: string } }} */ (error);
  fail(1, `${endpoint.origin} did not answer: ${cause?.code ?? cause?.message ?? name}`);
}
const text = await response.text();
/** @type {{ message?: string; keys?: string[] }} */
let answer = {};
try {
  answer = JSON.parse(text);
} catch {
  /* not the endpoint's JSON: its status says enough */
}
const said = answer.message ?? text.slice(0, 200);
if (response.status !== 202) fail(1, `${endpoint.origin} answered ${response.status}: ${said}`);
// The endpoint's 202 names the keys it queued.
console.log(`[edge:purge] ${/** @type {string[]} */ (answer.keys).join(" ")} queued at ${endpoint.origin}: ${said}`);
