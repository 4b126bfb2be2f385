import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startNextServer } from "../tools/kit/next-server.mjs";
import { ownPort } from "./support/own-port";

/**
 * Its own `next start` of the same build, because the suite's server allows 100,000 posts a minute:
 * here the limit is small, there is no proxy in front (TRUSTED_PROXY_HOPS unset) and the client is
 * whatever the socket says, whatever X-Forwarded-For claims.
 */
const FORM_RATE_LIMIT = 5;

let server: Awaited<ReturnType<typeof startNextServer>>;
let submissionsDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  submissionsDir = fs.mkdtempSync(path.join(os.tmpdir(), "identity-submissions-"));
  server = await startNextServer({
    port: ownPort(20),
    env: { FORM_RATE_LIMIT: String(FORM_RATE_LIMIT), SUBMISSIONS_DIR: submissionsDir },
    readyPath: "/thank-you",
  });
});

test.afterAll(() => {
  server?.stop();
  fs.rmSync(submissionsDir, { recursive: true, force: true });
});

const contact = {
  form: "contact",
  name: "Riya Sharma",
  email: "riya@example.in",
  service: "web",
  message: "We need a B2B portal.",
};

test(
  "20 posts from one socket, each with a different X-Forwarded-For, are limited at FORM_RATE_LIMIT",
  { tag: "@http" },
  async ({ request }) => {
    const statuses: number[] = [];
    for (let index = 0; index < 20; index++) {
      const response = await request.post(`${server.base}/api/mail`, {
        headers: { "x-forwarded-for": `198.51.100.${index}, 203.0.113.${index}` },
        // Each its own words: the same post again within ten minutes is stored once.
        multipart: { ...contact, message: `${contact.message} (${index})` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array(FORM_RATE_LIMIT).fill(200), ...Array(20 - FORM_RATE_LIMIT).fill(429)]);
    // Scripted posts, with no solved challenge: every one taken is kept, held.
    expect(fs.readdirSync(path.join(submissionsDir, "held")).filter((name) => name.endsWith(".json"))).toHaveLength(
      FORM_RATE_LIMIT,
    );
  },
);

test(
  "a header named like the socket address one, sent by the client, is overwritten",
  { tag: "@http" },
  async ({ request }) => {
    // The limit is already spent by this socket; a client claiming another socket address must not escape it.
    const response = await request.post(`${server.base}/api/mail`, {
      headers: { "x-nexaloom-socket-address": "192.0.2.200" },
      multipart: contact,
    });
    expect(response.status()).toBe(429);
  },
);
