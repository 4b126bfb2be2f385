// One purge request to the edge and what its answer means, for the app's queue and the scripts alike.
import { errorFields } from "../failure-notice.mjs";
import { buildPurgeRequest, readPurgeAnswer } from "./providers.mjs";

/** @import { PurgeAnswer, PurgeKind, PurgeTarget } from "./providers.mjs" */

/**
 * Sends one batch (lib/edge/purge-batches.mjs) to `target` and reads the answer (readPurgeAnswer). No
 * answer within `timeoutMs` (or none at all) is to be tried again. A redirect is not followed: the token
 * would go with it. Whatever the reason says, the token is not in it.
 *
 * @param {PurgeTarget} target
 * @param {string[]} keys
 * @param {PurgeKind} kind
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<PurgeAnswer>}
 */
export async function sendPurge(target, keys, kind, { timeoutMs = 2_000 } = {}) {
  const { url, method, headers, body } = buildPurgeRequest(target, keys, kind);
  /** @type {PurgeAnswer} */
  let answer;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: "manual",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    });
    answer = readPurgeAnswer(target.provider, {
      status: response.status,
      headers: response.headers,
      body: await response.text(),
    });
  } catch (error) {
    const { error: name, code } = errorFields(error);
    answer = {
      retryAfterMs: null,
      reason: name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : `no answer: ${code ?? name}`,
    };
  }
  return withoutToken(answer, target.token);
}

// Shorter, a "token" would be cut out of ordinary words; no provider issues tokens anywhere near as short.
const CUT_FROM_LENGTH = 8;

/**
 * A provider that quoted the request back could quote the token: it is cut from what may be logged.
 *
 * @param {PurgeAnswer} answer
 * @param {string | undefined} token
 * @returns {PurgeAnswer}
 */
function withoutToken(answer, token) {
  if (!token || token.length < CUT_FROM_LENGTH) return answer;
  const cut = (/** @type {string} */ text) => text.split(token).join("[token]");
  if ("giveUp" in answer) return { giveUp: cut(answer.giveUp) };
  if ("reason" in answer) return { ...answer, reason: cut(answer.reason) };
  return answer;
}
