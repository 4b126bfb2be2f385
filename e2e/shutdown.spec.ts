import { expect, test } from "@playwright/test";
import { startNextServer } from "../tools/kit/next-server.mjs";
import { ownPort } from "./support/own-port";

// The SIGTERM drain (lib/server/lifecycle.ts) takes over Next's own SIGTERM listeners, since the App Router
// has no shutdown hook: a Next upgrade that moves them fails here, on the built server.
const DRAIN_SECONDS = 3;

test(
  "SIGTERM: unready at once, pages served through the drain, gone within the drain and 5 s",
  { tag: "@http" },
  async () => {
    test.setTimeout(90_000);
    const server = await startNextServer({
      port: ownPort(30),
      env: { SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) },
      readyPath: "/thank-you",
    });
    try {
      const status = (path: string) => fetch(`${server.base}${path}`).then((response) => response.status);
      expect(await status("/api/ready")).toBe(200);

      const signalled = Date.now();
      server.signal("SIGTERM");
      let gone = 0;
      void server.exited.then(() => (gone = Date.now()));

      await expect.poll(() => status("/api/ready"), { timeout: 1_000, intervals: [50] }).toBe(503);
      // Through the drain the balancers' last requests still get pages.
      while (Date.now() - signalled < (DRAIN_SECONDS - 0.5) * 1000) {
        expect(await status("/services")).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }

      await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, (DRAIN_SECONDS + 5) * 1000))]);
      expect(gone, "the server had not exited").toBeGreaterThan(0);
      expect(gone - signalled).toBeLessThanOrEqual((DRAIN_SECONDS + 5) * 1000);
      expect(gone - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    } finally {
      server.stop();
    }
  },
);
