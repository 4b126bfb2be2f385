/** @jest-environment node */
import { createHmac } from "node:crypto";
import { PREVIEW_LINK_SECONDS, PREVIEW_SESSION_SECONDS, previewLink, previewSession } from "../preview-token";

const secret = "preview-secret-for-tests";
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

describe("preview token", () => {
  it("verifies a token it created and returns the post id", () => {
    expect(previewLink.verify(previewLink.create(42, secret, 600, now), secret, now)).toBe(42);
  });

  it("accepts a token signed the way the mu-plugin signs it (hex HMAC-SHA256 of id.expiry)", () => {
    const expires = Math.floor(now / 1000) + 300;
    const php = `7.${expires}.${createHmac("sha256", secret).update(`7.${expires}`).digest("hex")}`;
    expect(previewLink.verify(php, secret, now)).toBe(7);
  });

  it("refuses an expired token", () => {
    const token = previewLink.create(42, secret, 600, now);
    expect(previewLink.verify(token, secret, now + 601_000)).toBeNull();
  });

  it("refuses a token that claims to live longer than allowed", () => {
    expect(previewLink.verify(previewLink.create(42, secret, PREVIEW_LINK_SECONDS + 60, now), secret, now)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    expect(previewLink.verify(previewLink.create(42, "another-secret", 600, now), secret, now)).toBeNull();
  });

  it.each([
    ["another post id", (token: string) => token.replace(/^42\./, "43.")],
    [
      "a later expiry",
      (token: string) => token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 60}.`),
    ],
    ["a changed signature", (token: string) => token.slice(0, -1) + (token.endsWith("0") ? "1" : "0")],
    ["a shortened signature", (token: string) => token.slice(0, -2)],
  ])("refuses a token with %s", (_, tamper) => {
    const token = previewLink.create(42, secret, 600, now);
    expect(previewLink.verify(tamper(token), secret, now)).toBeNull();
  });

  it.each(["", "garbage", "0.0.0", "42.abc.def", null, undefined])("refuses %p", (token) => {
    expect(previewLink.verify(token, secret, now)).toBeNull();
  });

  it("keeps links and sessions apart: neither passes for the other, though both are signed with the one secret", () => {
    const aLink = previewLink.create(42, secret, 600, now);
    const aSession = previewSession.create(42, secret, now);
    expect(previewSession.verify(aSession, secret, now)).toBe(42);
    expect(previewSession.verify(aLink, secret, now)).toBeNull();
    expect(previewLink.verify(aSession, secret, now)).toBeNull();
    // Nor does a link's signature over a session's shape, or the reverse.
    expect(previewSession.verify(`session.${aLink}`, secret, now)).toBeNull();
    expect(previewLink.verify(aSession.replace(/^session\./, ""), secret, now)).toBeNull();
  });

  it("lets a session live an hour and no longer", () => {
    const token = previewSession.create(42, secret, now);
    expect(previewSession.verify(token, secret, now + (PREVIEW_SESSION_SECONDS - 1) * 1000)).toBe(42);
    expect(previewSession.verify(token, secret, now + (PREVIEW_SESSION_SECONDS + 1) * 1000)).toBeNull();
  });

  it("refuses everything when no secret is configured", () => {
    expect(previewLink.verify(previewLink.create(42, "", 600, now), "", now)).toBeNull();
  });
});
