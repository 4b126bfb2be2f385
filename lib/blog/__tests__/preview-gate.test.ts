/** @jest-environment node */
import { PREVIEW_COOKIE } from "../preview";
import { hasPreviewSession } from "../preview-gate";
import { createPreviewToken, PREVIEW_SESSION_SECONDS } from "../preview-token";

const secret = "a-preview-secret-of-at-least-32-bytes!";
const jar = (cookies: Record<string, string>) => ({ get: (name: string) => (name in cookies ? { value: cookies[name]! } : undefined) });

describe("hasPreviewSession", () => {
  it("refuses Draft Mode's cookie by its name alone", () => {
    expect(hasPreviewSession(jar({ __prerender_bypass: "x" }), secret)).toBe(false);
    expect(hasPreviewSession(jar({ __prerender_bypass: "x", [PREVIEW_COOKIE]: "x" }), secret)).toBe(false);
  });

  it("refuses a session signed with another secret or expired", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, "another-secret-of-at-least-32-bytes", PREVIEW_SESSION_SECONDS) }), secret)).toBe(false);
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS, Date.now() - 2 * PREVIEW_SESSION_SECONDS * 1000) }), secret)).toBe(false);
  });

  it("lets an editor's signed session through", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS) }), secret)).toBe(true);
  });

  it("lets nobody through while preview is not configured (this process has no preview settings)", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS) }))).toBe(false);
  });
});
