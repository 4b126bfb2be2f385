// Plain JavaScript so the spool's drain and scripts/data.mjs (run by node, outside Next) hash alike.
import { createHash } from "node:crypto";

/**
 * What an erasure keeps of the address it erased, and what a processing record logs instead of it: its
 * SHA-256, of the address as people type it in either case and with stray spaces.
 *
 * @param {string} email
 * @returns {string}
 */
export const emailHash = (email) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
