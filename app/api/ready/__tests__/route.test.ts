/** @jest-environment node */
import { promises as fs } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { GET as health } from "../../health/route";
import { GET as ready } from "../route";

let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

const runtimeKey = Symbol.for("nexaloom.runtime");
let dir: string;
const servers: net.Server[] = [];

/** A real TCP peer on loopback: "frozen" accepts and never answers (a SIGSTOPped PostgreSQL looks like this). */
async function peer(kind: "frozen" | "closed"): Promise<number> {
  const server = net.createServer((socket) => void socket.on("error", () => undefined));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  if (kind === "closed") await new Promise<void>((resolve) => server.close(() => resolve()));
  else servers.push(server);
  return port;
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "ready-"));
  mockEnv = { SUBMISSIONS_DIR: dir };
  delete (globalThis as Record<symbol, unknown>)[runtimeKey];
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  delete (globalThis as Record<symbol, unknown>)[runtimeKey];
  for (const server of servers.splice(0)) server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("GET /api/health and /api/ready", () => {
  it("liveness answers without touching any peer", async () => {
    mockEnv = { DATABASE_URL: `postgres://nexaloom@127.0.0.1:${await peer("closed")}/nexaloom` };
    const response = health();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is ready with the defaults, at once, and says what it checked without naming a host", async () => {
    const started = Date.now();
    const response = await ready();
    expect(Date.now() - started).toBeLessThan(500);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toEqual({
      status: "ready",
      checks: {
        settings: "ok",
        store: "ok",
        redis: "off",
        outbox: "off",
        oldestUnsentSeconds: null,
        failedEmails: 0,
        wordpress: "off",
      },
    });
  });

  it("is unready within its deadline when PostgreSQL accepts connections and never answers", async () => {
    mockEnv = { DATABASE_URL: `postgres://nexaloom@127.0.0.1:${await peer("frozen")}/nexaloom` };
    const started = Date.now();
    const response = await ready();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.checks.store).toBe("timeout");
    expect(JSON.stringify(body)).not.toContain("127.0.0.1");
  });

  it("is unready when PostgreSQL refuses, and when Redis is gone", async () => {
    mockEnv = { DATABASE_URL: `postgres://nexaloom@127.0.0.1:${await peer("closed")}/nexaloom` };
    expect((await (await ready()).json()).checks.store).toBe("failed");
    delete (globalThis as Record<symbol, unknown>)[runtimeKey];
    mockEnv = {
      SUBMISSIONS_DIR: dir,
      REDIS_URL: `redis://127.0.0.1:${await peer("closed")}`,
      DEPLOYMENT_ID: "ready-test-build",
    };
    const response = await ready();
    expect(response.status).toBe(503);
    expect((await response.json()).checks).toMatchObject({ store: "ok", redis: "failed" });
    // The shared client reconnects forever; it must not keep the test process alive.
    await (globalThis as Record<symbol, { destroy?: () => void } | undefined>)[
      Symbol.for("nexaloom.redis")
    ]?.destroy?.();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("nexaloom.redis")];
  });

  it("is unready once a lead has waited for its e-mail past the bound, and reports the wait", async () => {
    mockEnv = { SUBMISSIONS_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${await peer("closed")}` };
    await fs.mkdir(path.join(dir, "unsent"), { recursive: true });
    const marker = path.join(dir, "unsent", "2026-11-26T00-00-00-000Z-abcdef12");
    await fs.writeFile(marker, "");
    expect((await ready()).status).toBe(200);
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await fs.utimes(marker, anHourAgo, anHourAgo);
    const response = await ready();
    expect(response.status).toBe(503);
    const { checks } = await response.json();
    expect(checks.outbox).toBe("failed");
    expect(checks.oldestUnsentSeconds).toBeGreaterThanOrEqual(3_600);
  });

  it("reports e-mails given up on without failing, and leaves them out of the oldest unsent age", async () => {
    mockEnv = { SUBMISSIONS_DIR: dir, SMTP_URL: `smtp://127.0.0.1:${await peer("closed")}` };
    await fs.mkdir(path.join(dir, "failed"), { recursive: true });
    const marker = path.join(dir, "failed", "2026-11-25T00-00-00-000Z-abcdef12");
    await fs.writeFile(marker, "");
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60_000);
    await fs.utimes(marker, twoDaysAgo, twoDaysAgo);
    const response = await ready();
    expect(response.status).toBe(200);
    expect((await response.json()).checks).toMatchObject({ outbox: "ok", oldestUnsentSeconds: null, failedEmails: 1 });
  });
});
