import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CHALLENGE_ENDPOINT, CHALLENGE_FIELD } from "../../lib/forms/challenge";

/**
 * What a browser's form enhancement does before it posts, done by a script: asks the site at `origin`
 * for a challenge and solves it. Returns the field to add to the post.
 */
export async function solvedChallenge(origin: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(CHALLENGE_ENDPOINT, origin), { headers, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${CHALLENGE_ENDPOINT} answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge was not solved");
  return { [CHALLENGE_FIELD]: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
