import "server-only";
import { createHash } from "node:crypto";
import type { NewSubmission } from "./types";

/**
 * A hash of what was submitted (form, fields in name order, resume bytes), binding an Idempotency-Key
 * to its content. Not of the raw body: a retry may encode the same fields with another multipart boundary.
 */
export function submissionDigest(input: NewSubmission): string {
  const hash = createHash("sha256").update(
    JSON.stringify([input.form, Object.entries(input.fields).sort(([a], [b]) => a.localeCompare(b))]),
  );
  if (input.resume) hash.update(input.resume.originalName).update(input.resume.bytes);
  return hash.digest("hex");
}
