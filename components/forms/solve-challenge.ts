import { solveChallengeWorkers, type Challenge } from "altcha-lib";
import { CHALLENGE_ENDPOINT } from "@/lib/forms/challenge";

/** Workers at most: the counter is split between them; a phone's cores are better left to the page. */
const MAX_WORKERS = 2;
/** A solution this close to its challenge's expiry is solved again before a submit sends it. */
const EXPIRY_MARGIN_MS = 60_000;

export type Solved = { payload: string; expiresAt: number };

/**
 * Fetches a fresh challenge (never cached: each is used once) and solves it in workers; resolves to the
 * payload a post carries, or undefined when anything fails, and the post is then sent without one.
 */
export async function solveChallenge(): Promise<Solved | undefined> {
  try {
    const response = await fetch(CHALLENGE_ENDPOINT, { cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_WORKERS, navigator.hardwareConcurrency || 1),
      createWorker: () => new Worker(new URL("./challenge-worker.ts", import.meta.url)),
    });
    if (!solution) return undefined;
    const payload = btoa(JSON.stringify({ challenge, solution }));
    return { payload, expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
  } catch {
    return undefined;
  }
}

export const isFresh = (solved: Solved | undefined, now = Date.now()) =>
  solved !== undefined && solved.expiresAt - now > EXPIRY_MARGIN_MS;
