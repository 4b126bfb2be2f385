import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CHALLENGE_FIELD } from "@/lib/forms/challenge";
import type { Runtime } from "../runtime";

/** Valid posts of the contact and job application forms, as the receivers' tests send them. */
export const contact = {
  form: "contact",
  name: "Riya Sharma",
  email: "riya@example.in",
  service: "web",
  message: "We need a B2B portal.",
};

export const career = {
  form: "career",
  name: "Arjun Mehta",
  email: "arjun@example.in",
  service: "Software Developer",
  budget: "mid-level",
  skills: "React, Node.js",
  message: "I have built three SaaS products.",
};

/** A solved challenge of `runtime`'s, the field a person's browser adds to a post: without it a post is held. */
export async function solvedBy(runtime: Pick<Runtime, "challenge">): Promise<Record<string, string>> {
  const challenge = await runtime.challenge.issue();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return { [CHALLENGE_FIELD]: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
