import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Preview links carry `<post id>.<expiry, unix seconds>.<hex HMAC-SHA256 of "id.expiry">`, signed with
 * PREVIEW_SECRET. The mu-plugin signs the same string in PHP (hash_hmac), so either side can mint one.
 */
export const PREVIEW_LINK_SECONDS = 10 * 60;
/** The cookie that keeps a preview open after the link itself has expired. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;

const shape = /^(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/;

function signature(id: number, expires: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${id}.${expires}`).digest();
}

export function createPreviewToken(id: number, secret: string, lifetimeSeconds = PREVIEW_LINK_SECONDS, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `${id}.${expires}.${signature(id, expires, secret).toString("hex")}`;
}

/**
 * The post id when the token is intact and current; null otherwise. A token that claims to live longer
 * than `maxLifetimeSeconds` is refused too, so a leaked secret cannot mint a link that never expires
 * without the operator noticing, and a link cannot be stretched by editing its expiry (the HMAC covers it).
 */
export function verifyPreviewToken(token: string | null | undefined, secret: string, maxLifetimeSeconds = PREVIEW_LINK_SECONDS, now = Date.now()): number | null {
  if (!token || !secret) return null;
  const match = shape.exec(token);
  if (!match) return null;
  const [, idText = "", expiresText = "", signatureHex = ""] = match;
  const id = Number(idText);
  const expires = Number(expiresText);
  const seconds = Math.floor(now / 1000);
  if (id <= 0 || expires < seconds || expires > seconds + maxLifetimeSeconds) return null;
  const sent = Buffer.from(signatureHex, "hex");
  return timingSafeEqual(sent, signature(id, expires, secret)) ? id : null;
}
