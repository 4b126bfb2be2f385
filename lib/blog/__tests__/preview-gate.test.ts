/** @jest-environment node */
import { PREVIEW_COOKIE } from "../preview";
import { hasPreviewSession } from "../preview-gate";
import { createPreviewToken, PREVIEW_SESSION_SECONDS } from "../preview-token";

const secret = "a-preview-secret-of-at-least-32-bytes!";
const jar = (cookies: Record<string, string>) => ({ get: (name: string) => (name in cookies ? { value: cookies[name]! } : undefined) });

describe("hasPreviewSession", () => {
  const saved = { ...process.env };
  beforeEach(() => {
    Object.assign(process.env, { WORDPRESS_URL: "http://127.0.0.1:9", PREVIEW_SECRET: secret, WORDPRESS_PREVIEW_USER: "editor", WORDPRESS_PREVIEW_APP_PASSWORD: "app pass" });
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it("refuses Draft Mode's cookie by its name alone", () => {
    expect(hasPreviewSession(jar({ __prerender_bypass: "x" }))).toBe(false);
    expect(hasPreviewSession(jar({ __prerender_bypass: "x", [PREVIEW_COOKIE]: "x" }))).toBe(false);
  });

  it("refuses a session signed with another secret or expired", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, "another-secret-of-at-least-32-bytes", PREVIEW_SESSION_SECONDS) }))).toBe(false);
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS, Date.now() - 2 * PREVIEW_SESSION_SECONDS * 1000) }))).toBe(false);
  });

  it("lets an editor's signed session through", () => {
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS) }))).toBe(true);
  });

  it("lets nobody through while preview is not configured", () => {
    delete process.env.PREVIEW_SECRET;
    expect(hasPreviewSession(jar({ [PREVIEW_COOKIE]: createPreviewToken(7, secret, PREVIEW_SESSION_SECONDS) }))).toBe(false);
  });
});
