import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Preview links carry `<post id>.<expiry, unix seconds>.<hex HMAC-SHA256 of "id.expiry">`, signed with
 * PREVIEW_SECRET. The mu-plugin signs the same string in PHP (hash_hmac), so either side can mint one.
 */
export const PREVIEW_LINK_SECONDS = 10 * 60;
/** The cookie that keeps a preview open after the link itself has expired. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;

/**
 * What a token is for is part of what is signed: a session cookie is `session.<id>.<expiry>.<HMAC of
 * "session:id.expiry">`, so neither kind passes for the other (a link pasted into the cookie would
 * otherwise open an hour-long session, and a session cookie would work as a link).
 */
type Purpose = { prefix: string; signed: (id: number, expires: number) => string; maxLifetimeSeconds: number };

const link: Purpose = {
  prefix: "",
  signed: (id, expires) => `${id}.${expires}`,
  maxLifetimeSeconds: PREVIEW_LINK_SECONDS,
};
const session: Purpose = {
  prefix: "session.",
  signed: (id, expires) => `session:${id}.${expires}`,
  maxLifetimeSeconds: PREVIEW_SESSION_SECONDS,
};

const shape = /^(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/;

const signature = (purpose: Purpose, id: number, expires: number, secret: string) =>
  createHmac("sha256", secret).update(purpose.signed(id, expires)).digest();

function create(purpose: Purpose, id: number, secret: string, lifetimeSeconds: number, now: number): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `${purpose.prefix}${id}.${expires}.${signature(purpose, id, expires, secret).toString("hex")}`;
}

/**
 * The post id when the token is of this purpose, intact and current; null otherwise. A token that claims
 * to live longer than its purpose allows is refused too, so a leaked secret cannot mint a link that never
 * expires without the operator noticing, and a link cannot be stretched by editing its expiry (the HMAC covers it).
 */
function verify(purpose: Purpose, token: string | null | undefined, secret: string, now: number): number | null {
  if (!token || !secret || !token.startsWith(purpose.prefix)) return null;
  const match = shape.exec(token.slice(purpose.prefix.length));
  if (!match) return null;
  const [, idText = "", expiresText = "", signatureHex = ""] = match;
  const id = Number(idText);
  const expires = Number(expiresText);
  const seconds = Math.floor(now / 1000);
  if (id <= 0 || expires < seconds || expires > seconds + purpose.maxLifetimeSeconds) return null;
  const sent = Buffer.from(signatureHex, "hex");
  return timingSafeEqual(sent, signature(purpose, id, expires, secret)) ? id : null;
}

/** The link WordPress's Preview button opens (`/api/preview?token=...`). */
export const previewLink = {
  create: (id: number, secret: string, lifetimeSeconds = PREVIEW_LINK_SECONDS, now = Date.now()) =>
    create(link, id, secret, lifetimeSeconds, now),
  verify: (token: string | null | undefined, secret: string, now = Date.now()) => verify(link, token, secret, now),
};

/** The cookie /api/preview sets once a link checked out. */
export const previewSession = {
  create: (id: number, secret: string, now = Date.now()) => create(session, id, secret, PREVIEW_SESSION_SECONDS, now),
  verify: (token: string | null | undefined, secret: string, now = Date.now()) => verify(session, token, secret, now),
};
