/** @jest-environment node */
// Issue 53, "Spam held back, people never lost": held posts (here made held by the honeypot, which stays
// a reason to hold whatever else marks a post unverified) are capped per client per day and per receiver
// per hour, answered 429 no-store past either, while a post shown to come from a person goes through.
// The same post again within ten minutes is stored and e-mailed once, answered with the first one's id.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { readSettings } from "@/lib/config";
import { refusalMessages } from "@/content/form-messages";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { mailForms } from "@/lib/forms/schemas";
import { metrics } from "@/lib/metrics.mjs";
import { waitFor } from "../../../tools/kit/processes.ts";
import { SOCKET_ADDRESS_HEADER } from "../client-address";
import { createFormReceiver } from "../form-receiver";
import { createRuntime, type Runtime } from "../runtime";
import { createChallengeBackend } from "../challenge";
import { contact, solvedBy } from "./form-fixtures";
import { startPeer, stop } from "./smtp-peer";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "held-caps-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const stored = (sub = "") =>
  fs.existsSync(path.join(dir, sub))
    ? fs.readdirSync(path.join(dir, sub)).filter((name) => name.endsWith(".json"))
    : [];

/** Every instance of a test shares one challenge key, as a deployment's do. */
const ALTCHA_HMAC_KEY = "held-caps-test-challenge-key-0123456789abcdef";
function runtimeWith(env: Record<string, string> = {}) {
  return createRuntime(
    readSettings({ SUBMISSIONS_DIR: dir, FORM_RATE_LIMIT: "1000", LOG_LEVEL: "silent", ALTCHA_HMAC_KEY, ...env }),
  );
}
const solver = createChallengeBackend({ key: ALTCHA_HMAC_KEY });
const receiverOf = (runtime: Runtime) =>
  createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024, runtime: () => runtime });

/**
 * A contact post from `address`: a person's, with a solved challenge, or held, filling the honeypot.
 * Each message differs unless given; `solution` resends one already used (a retry).
 */
let sent = 0;
async function post(
  address: string,
  {
    held = false,
    message = `Message ${(sent += 1)}`,
    extra = {},
    solution = undefined as Record<string, string> | undefined,
  } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    ...contact,
    message,
    ...(held ? { [HONEYPOT_FIELD]: "filled by a bot" } : (solution ?? (await solvedBy({ challenge: solver })))),
    ...extra,
  }))
    body.append(name, value);
  return new Request("http://localhost:3000/api/mail", {
    method: "POST",
    body,
    headers: { [SOCKET_ADDRESS_HEADER]: address },
  });
}

const refusals = async (reason: string) => {
  const metric = await metrics().registry.getSingleMetric("nexaloom_submissions_total")!.get();
  return (
    metric.values.find((value) => value.labels.reason === reason && value.labels.outcome === "refused")?.value ?? 0
  );
};

async function expectTooMany(answer: Response) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.json()).toEqual({ message: refusalMessages.tooMany });
}

describe("the daily cap on held posts per client", () => {
  it("keeps HELD_DAILY_PER_CLIENT held posts from one client, then answers 429 no-store; its verified posts never count", async () => {
    const receive = receiverOf(runtimeWith({ HELD_DAILY_PER_CLIENT: "3" }));
    const before = await refusals("held_cap");
    // A person's posts from the same address first: they do not use up the cap.
    for (let i = 0; i < 5; i += 1) expect((await receive(await post("203.0.113.9"))).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await receive(await post("203.0.113.9", { held: true }))).status).toBe(200);
    await expectTooMany(await receive(await post("203.0.113.9", { held: true })));
    await expectTooMany(await receive(await post("203.0.113.9", { held: true })));
    expect(await refusals("held_cap")).toBe(before + 2);
    // Another client has its own count; the capped client's person still gets through.
    expect((await receive(await post("198.51.100.7", { held: true }))).status).toBe(200);
    expect((await receive(await post("203.0.113.9"))).status).toBe(200);
    expect(stored("held")).toHaveLength(4);
    expect(stored()).toHaveLength(6);
  });

  it("counts only posts that were checked and found held: an invalid post gets its 400 and counts for nothing", async () => {
    const receive = receiverOf(runtimeWith({ HELD_DAILY_PER_CLIENT: "1" }));
    for (let i = 0; i < 3; i += 1) {
      const invalid = await receive(await post("203.0.113.9", { held: true, extra: { email: "not an address" } }));
      expect(invalid.status).toBe(400);
    }
    expect((await receive(await post("203.0.113.9", { held: true }))).status).toBe(200);
    await expectTooMany(await receive(await post("203.0.113.9", { held: true })));
  });
});

describe("the hourly ceiling on held posts per receiver", () => {
  it("answers held posts from any client 429 no-store past HELD_HOURLY_PER_RECEIVER, while a verified post still goes through", async () => {
    const peer = await startPeer();
    try {
      const runtime = runtimeWith({ HELD_HOURLY_PER_RECEIVER: "3", SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
      const receive = receiverOf(runtime);
      const before = await refusals("held_ceiling");
      const clients = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4", "2001:db8:1::5"];
      for (const client of clients.slice(0, 3))
        expect((await receive(await post(client, { held: true }))).status).toBe(200);
      for (const client of clients.slice(3)) await expectTooMany(await receive(await post(client, { held: true })));
      expect(await refusals("held_ceiling")).toBe(before + 2);

      const verified = await receive(await post("203.0.113.4", { message: "A person's enquiry during a flood." }));
      expect(verified.status).toBe(200);
      expect(await verified.json()).toEqual({ ok: true, id: expect.any(String) });
      expect(stored("held")).toHaveLength(3);
      expect(stored()).toHaveLength(1);
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(1);
      expect(peer.received[0]!.raw).toContain("A person's enquiry during a flood.");
    } finally {
      await stop(peer.server);
    }
  });

  it("keeps each receiver's ceiling apart", async () => {
    const runtime = runtimeWith({ HELD_HOURLY_PER_RECEIVER: "1" });
    const receive = receiverOf(runtime);
    const elsewhere = (request: Request) =>
      receive(new Request(request.url.replace("/api/mail", "/api/other-mail"), request));
    expect((await receive(await post("203.0.113.1", { held: true }))).status).toBe(200);
    await expectTooMany(await receive(await post("203.0.113.2", { held: true })));
    expect((await elsewhere(await post("203.0.113.3", { held: true }))).status).toBe(200);
  });
});

describe("identical posts within ten minutes", () => {
  it("stores and e-mails a person's post sent twice once, and answers both with the first one's id", async () => {
    const peer = await startPeer();
    try {
      const runtime = runtimeWith({ SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
      const receive = receiverOf(runtime);
      const first = await receive(await post("203.0.113.9", { message: "Sent twice by a double click." }));
      const again = await receive(await post("203.0.113.9", { message: "Sent twice by a double click." }));
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      const { id } = (await first.json()) as { id: string };
      expect(await again.json()).toEqual({ ok: true, id });
      expect(stored()).toEqual([`${id}.json`]);
      await runtime.outbox.deliverPending();
      await runtime.outbox.deliverPending();
      expect(peer.received).toHaveLength(1);
      // A changed word is another post.
      expect((await receive(await post("203.0.113.9", { message: "Sent twice by a double click!" }))).status).toBe(200);
      expect(stored()).toHaveLength(2);
    } finally {
      await stop(peer.server);
    }
  });

  it("answers a held post sent again as the first (200, same id) without storing it or counting it against the caps", async () => {
    const receive = receiverOf(runtimeWith({ HELD_DAILY_PER_CLIENT: "1" }));
    const first = await receive(await post("203.0.113.9", { held: true, message: "Buy now." }));
    const { id } = (await first.json()) as { id: string };
    for (let i = 0; i < 3; i += 1) {
      const again = await receive(await post("203.0.113.9", { held: true, message: "Buy now." }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ ok: true, id });
    }
    expect(stored("held")).toEqual([`${id}.json`]);
    // The honeypot's own text does not set two posts apart.
    const other = await receive(
      await post("203.0.113.9", { held: true, message: "Buy now.", extra: { [HONEYPOT_FIELD]: "another filling" } }),
    );
    expect(await other.json()).toEqual({ ok: true, id });
  });

  it("never folds a person's post into a held one with the same words", async () => {
    const receive = receiverOf(runtimeWith());
    const held = (await (await receive(await post("203.0.113.9", { held: true, message: "Same words." }))).json()) as {
      id: string;
    };
    const person = (await (await receive(await post("203.0.113.9", { message: "Same words." }))).json()) as {
      id: string;
    };
    expect(person.id).not.toBe(held.id);
    expect(stored("held")).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });

  it("answers a retry with the Idempotency-Key of the first by its key, stored once", async () => {
    const receive = receiverOf(runtimeWith());
    const key = "5d1c7a34-8a8b-4f0e-b1b4-3c8f0b8c2a11";
    const solution = await solvedBy({ challenge: solver });
    const withKey = async () => {
      const request = await post("203.0.113.9", { message: "Keyed.", solution });
      return new Request(request, { headers: { ...Object.fromEntries(request.headers), "idempotency-key": key } });
    };
    expect(await (await receive(await withKey())).json()).toEqual({ ok: true, id: key });
    expect(await (await receive(await withKey())).json()).toEqual({ ok: true, id: key });
    expect(stored()).toEqual([`${key}.json`]);
  });
});

describe("with Redis", () => {
  const port = 3471;
  let redis: ChildProcess;
  const url = `redis://127.0.0.1:${port}`;

  beforeAll(async () => {
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    await waitFor(
      "redis-server",
      async () => {
        const client = createClient({ url, socket: { reconnectStrategy: false } });
        client.on("error", () => undefined);
        await client.connect();
        await client.ping();
        await client.quit();
        return true;
      },
      10_000,
    );
  }, 20_000);
  afterAll(async () => {
    const { sharedRedis } = await import("@/lib/redis-client.mjs");
    sharedRedis(url).destroy();
    redis.kill();
  });

  it("counts held posts across instances and remembers posts across them, under keys apart from the per-minute limit", async () => {
    // Two instances: each has its own memory, both the one Redis.
    const a = receiverOf(runtimeWith({ REDIS_URL: url, HELD_DAILY_PER_CLIENT: "2", FORM_RATE_LIMIT: "1000" }));
    const b = receiverOf(runtimeWith({ REDIS_URL: url, HELD_DAILY_PER_CLIENT: "2", FORM_RATE_LIMIT: "1000" }));
    expect((await a(await post("192.0.2.10", { held: true }))).status).toBe(200);
    expect((await b(await post("192.0.2.10", { held: true }))).status).toBe(200);
    await expectTooMany(await a(await post("192.0.2.10", { held: true })));
    await expectTooMany(await b(await post("192.0.2.10", { held: true })));

    const first = (await (await a(await post("192.0.2.11", { message: "Once across instances." }))).json()) as {
      id: string;
    };
    const again = (await (await b(await post("192.0.2.11", { message: "Once across instances." }))).json()) as {
      id: string;
    };
    expect(again.id).toBe(first.id);
    expect(stored()).toEqual([`${first.id}.json`]);

    const client = createClient({ url, socket: { reconnectStrategy: false } });
    await client.connect();
    try {
      const keys = (await client.keys("nexaloom:*")).sort();
      expect(keys.some((key) => key.startsWith("nexaloom:held:client"))).toBe(true);
      expect(keys.some((key) => key.startsWith("nexaloom:held:receiver"))).toBe(true);
      expect(keys.some((key) => key.startsWith("nexaloom:rate"))).toBe(true);
      const dup = keys.filter((key) => key.startsWith("nexaloom:dup:"));
      expect(await Promise.all(dup.map((key) => client.get(key)))).toContain(first.id);
      for (const ttl of await Promise.all(dup.map((key) => client.ttl(key)))) {
        expect(ttl).toBeGreaterThan(590);
        expect(ttl).toBeLessThanOrEqual(600);
      }
    } finally {
      await client.quit();
    }
  });
});
