/** The field that carries a form's proof-of-work solution (ALTCHA's payload, base64 JSON). */
export const CHALLENGE_FIELD = "altcha";

/** Where a form gets a fresh challenge: never from the HTML, which the edge caches and shares. */
export const CHALLENGE_ENDPOINT = "/api/challenge";
