import "server-only";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { metrics } from "@/lib/metrics.mjs";
import type { RedisClient } from "@/lib/redis-client.mjs";
import { failureNotice } from "@/lib/failure-notice.mjs";
import { createExpiringKeys } from "./expiring-keys";

/**
 * The work asked of a browser: the counter it must find, one SHA-256 each. About half a second in one
 * worker on a laptop, a second or two on a slow phone, done while the visitor types.
 */
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 10_000;
/** How long a challenge may be solved and sent: a long job application is typed within it. */
export const CHALLENGE_TTL_MS = 60 * 60_000;
/** Solutions one instance remembers while Redis is away; past it the oldest go, and could be replayed once. */
const MAX_REMEMBERED = 50_000;
/** A payload longer than any this site issues is not decoded. */
const MAX_PAYLOAD_CHARS = 4_096;

export type ChallengeOutcome = "verified" | "missing" | "invalid" | "expired" | "replayed";

export type ChallengeBackend = {
  /** A fresh challenge, signed with the settings' key. */
  issue(): Promise<Challenge>;
  /**
   * What a post's solution proves. A solution counts once; the same post sent again under the same
   * Idempotency-Key (a resend after a lost answer) counts again, so the retry is not held.
   */
  check(payload: unknown, idempotencyKey?: string): Promise<ChallengeOutcome>;
};

function decode(payload: unknown): Payload | undefined {
  if (typeof payload !== "string" || payload === "" || payload.length > MAX_PAYLOAD_CHARS) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (!decoded || typeof decoded !== "object" || !("challenge" in decoded) || !("solution" in decoded))
      return undefined;
    const { challenge, solution } = decoded as Payload;
    if (typeof challenge?.signature !== "string" || typeof challenge.parameters !== "object") return undefined;
    if (typeof solution?.counter !== "number" || typeof solution.derivedKey !== "string") return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}

export function createChallengeBackend({ key, redis }: { key: string; redis?: RedisClient }): ChallengeBackend {
  // Used solutions, until their challenge expires: a solution is accepted once across every instance.
  const used = createExpiringKeys({
    redis,
    prefix: "nexaloom:challenge:",
    maxKeys: MAX_REMEMBERED,
    notice: failureNotice(
      "challenge.redis_unavailable",
      "Redis did not record a used solution; this instance remembers them in memory until it answers",
    ),
  });
  return {
    issue: () =>
      createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX),
        deriveKey,
        hmacSignatureSecret: key,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      }),
    async check(payload, idempotencyKey) {
      const outcome = await judge(payload, idempotencyKey);
      metrics().challenges.inc({ outcome });
      return outcome;
    },
  };

  async function judge(payload: unknown, idempotencyKey: string | undefined): Promise<ChallengeOutcome> {
    if (payload === undefined || payload === null || payload === "") return "missing";
    const decoded = decode(payload);
    if (!decoded) return "invalid";
    let result;
    try {
      result = await verifySolution({ ...decoded, deriveKey, hmacSignatureSecret: key });
    } catch {
      return "invalid";
    }
    if (result.expired) return "expired";
    if (!result.verified) return "invalid";
    const expiresAt = decoded.challenge.parameters.expiresAt ?? Math.ceil((Date.now() + CHALLENGE_TTL_MS) / 1000);
    const owner = idempotencyKey ?? "";
    const before = await used.setIfAbsent(decoded.challenge.signature!, owner || "-", expiresAt * 1000);
    if (before === undefined) return "verified";
    return owner && before === owner ? "verified" : "replayed";
  }
}
