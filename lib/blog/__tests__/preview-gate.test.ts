/** @jest-environment node */
import { PREVIEW_COOKIE } from "../preview";
import { hasPreviewSession } from "../preview-gate";
import { PREVIEW_SESSION_SECONDS, previewLink, previewSession } from "../preview-token";

const secret = "a-preview-secret-of-at-least-32-bytes!";
const jar = (cookies: Record<string, string>) => ({
  get: (name: string) => (name in cookies ? { value: cookies[name]! } : undefined),
});

describe("hasPreviewSession", () => {
  it("refuses Draft Mode's cookie by its name alone", () => {
    expect(hasPreviewSession(jar({ __prerender_bypass: "x" }), secret)).toBe(false);
    expect(hasPreviewSession(jar({ __prerender_bypass: "x", [PREVIEW_COOKIE]: "x" }), secret)).toBe(false);
  });

  it("refuses a session signed with another secret or expired", () => {
    expect(
      hasPreviewSession(
        jar({ [PREVIEW_COOKIE]: previewSession.create(7, "another-secret-of-at-least-32-bytes") }),
        secret,
      ),
    ).toBe(false);
    expect(
      hasPreviewSession(
        jar({ [PREVIEW_COOKIE]: previewSession.create(7, secret, Date.now() - 2 * PREVIEW_SESSION_SECONDS * 1000) }),
        secret,
      ),
    ).toBe(false);
  });

  it("refuses a preview link put in the session cookie", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: previewLink.create(7, secret) }), secret)).toBe(false);
  });

  it("lets an editor's signed session through", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: previewSession.create(7, secret) }), secret)).toBe(true);
  });

  it("lets nobody through while preview is not configured (this process has no preview settings)", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: previewSession.create(7, secret) }))).toBe(false);
  });
});
