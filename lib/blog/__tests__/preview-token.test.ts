/** @jest-environment node */
import { createHmac } from "node:crypto";
import { createPreviewToken, PREVIEW_LINK_SECONDS, verifyPreviewToken } from "../preview-token";

const secret = "preview-secret-for-tests";
const now = Date.UTC(2026, 0, 15, 12, 0, 0);

describe("preview token", () => {
  it("verifies a token it created and returns the post id", () => {
    expect(verifyPreviewToken(createPreviewToken(42, secret, 600, now), secret, PREVIEW_LINK_SECONDS, now)).toBe(42);
  });

  it("accepts a token signed the way the mu-plugin signs it (hex HMAC-SHA256 of id.expiry)", () => {
    const expires = Math.floor(now / 1000) + 300;
    const php = `7.${expires}.${createHmac("sha256", secret).update(`7.${expires}`).digest("hex")}`;
    expect(verifyPreviewToken(php, secret, PREVIEW_LINK_SECONDS, now)).toBe(7);
  });

  it("refuses an expired token", () => {
    const token = createPreviewToken(42, secret, 600, now);
    expect(verifyPreviewToken(token, secret, PREVIEW_LINK_SECONDS, now + 601_000)).toBeNull();
  });

  it("refuses a token that claims to live longer than allowed", () => {
    expect(verifyPreviewToken(createPreviewToken(42, secret, PREVIEW_LINK_SECONDS + 60, now), secret, PREVIEW_LINK_SECONDS, now)).toBeNull();
  });

  it("refuses a token signed with another secret", () => {
    expect(verifyPreviewToken(createPreviewToken(42, "another-secret", 600, now), secret, PREVIEW_LINK_SECONDS, now)).toBeNull();
  });

  it.each([
    ["another post id", (token: string) => token.replace(/^42\./, "43.")],
    ["a later expiry", (token: string) => token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 60}.`)],
    ["a changed signature", (token: string) => token.slice(0, -1) + (token.endsWith("0") ? "1" : "0")],
    ["a shortened signature", (token: string) => token.slice(0, -2)],
  ])("refuses a token with %s", (_, tamper) => {
    const token = createPreviewToken(42, secret, 600, now);
    expect(verifyPreviewToken(tamper(token), secret, PREVIEW_LINK_SECONDS, now)).toBeNull();
  });

  it.each(["", "garbage", "0.0.0", "42.abc.def", null, undefined])("refuses %p", (token) => {
    expect(verifyPreviewToken(token, secret, PREVIEW_LINK_SECONDS, now)).toBeNull();
  });

  it("refuses everything when no secret is configured", () => {
    expect(verifyPreviewToken(createPreviewToken(42, "", 600, now), "", PREVIEW_LINK_SECONDS, now)).toBeNull();
  });
});
