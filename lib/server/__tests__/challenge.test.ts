/** @jest-environment node */
import { createChallenge, solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createChallengeBackend } from "../challenge";

const key = "challenge-test-key-0123456789abcdef0123456789";

/** What a browser's worker sends: the challenge it was given and the counter it found, base64 JSON. */
async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return { payload: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"), solution };
}

describe("the forms' challenge", () => {
  it("accepts a solution of a challenge it issued once, and the same post resent under its Idempotency-Key", async () => {
    const backend = createChallengeBackend({ key });
    const challenge = await backend.issue();
    // It asks for real work: the counter is found by trying, not read off the challenge.
    expect(JSON.stringify(challenge)).not.toMatch(/counter/);
    const { payload } = await solve(challenge);
    expect(await backend.check(payload, "11111111-1111-4111-8111-111111111111")).toBe("verified");
    expect(await backend.check(payload, "11111111-1111-4111-8111-111111111111")).toBe("verified");
    expect(await backend.check(payload, "22222222-2222-4222-8222-222222222222")).toBe("replayed");
    expect(await backend.check(payload)).toBe("replayed");
  });

  it("counts a solution without an Idempotency-Key once", async () => {
    const backend = createChallengeBackend({ key });
    const { payload } = await solve(await backend.issue());
    expect(await backend.check(payload)).toBe("verified");
    expect(await backend.check(payload)).toBe("replayed");
  });

  it("tells a missing, a forged, a wrong and an expired solution apart, none verified", async () => {
    const backend = createChallengeBackend({ key });
    expect(await backend.check(undefined)).toBe("missing");
    expect(await backend.check("")).toBe("missing");
    expect(await backend.check("not base64 json")).toBe("invalid");

    const issued = await backend.issue();
    const { solution } = await solve(issued);
    const wrong = { ...solution, counter: solution.counter + 1 };
    expect(
      await backend.check(Buffer.from(JSON.stringify({ challenge: issued, solution: wrong })).toString("base64")),
    ).toBe("invalid");

    // Signed with another key: a challenge the site never issued.
    const foreign = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: "another-key-0123456789abcdef0123456789",
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await backend.check((await solve(foreign)).payload)).toBe("invalid");

    const stale = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 10,
      deriveKey,
      hmacSignatureSecret: key,
      expiresAt: new Date(Date.now() - 1_000),
    });
    expect(await backend.check((await solve(stale)).payload)).toBe("expired");
  });

  it("is checked by another instance with the same key, and not with another", async () => {
    const issuer = createChallengeBackend({ key });
    const { payload } = await solve(await issuer.issue());
    expect(await createChallengeBackend({ key: `${key}-other` }).check(payload)).toBe("invalid");
    expect(await createChallengeBackend({ key }).check(payload)).toBe("verified");
  });
});
