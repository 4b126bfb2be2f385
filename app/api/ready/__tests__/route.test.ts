/** @jest-environment node */
import { promises as fs } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { drainOnSigterm, serving } from "@/lib/server/lifecycle";
import { runtime } from "@/lib/server/runtime";
import { GET as health } from "../../health/route";
import { GET as ready } from "../route";

let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

/** What REDIS_URL and DATABASE_URL come with: the forms' challenge key that every instance shares. */
const challengeKey = { ALTCHA_HMAC_KEY: "ready-test-challenge-key-0123456789abcdef" };

const singletons = ["nexaloom.runtime", "nexaloom.lifecycle", "nexaloom.drainOnSigterm"].map((key) => Symbol.for(key));
const forget = () => singletons.forEach((key) => delete (globalThis as Record<symbol, unknown>)[key]);
let dir: string;
const servers: net.Server[] = [];
const sockets: net.Socket[] = [];

/**
 * A real TCP peer on loopback: "frozen" accepts and never answers (a SIGSTOPped PostgreSQL looks like
 * this) and counts the connections it was given; "closed" refuses.
 */
async function peer(kind: "frozen" | "closed"): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.push(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  if (kind === "closed") await new Promise<void>((resolve) => server.close(() => resolve()));
  else servers.push(server);
  return { port, connections: () => connections };
}

/** What boot does for readiness: the background probes, then "serving". */
function boot() {
  runtime().sampler.start();
  serving();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answer once it says `status` (and `reason`), polled for up to 2 s. */
async function eventually(status: string, reason?: string) {
  for (let tries = 0; tries < 40; tries += 1) {
    const body = await ready().json();
    if (body.status === status && body.reason === reason) break;
    await sleep(50);
  }
  return ready();
}

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "ready-"));
  mockEnv = { SUBMISSIONS_DIR: dir };
  forget();
  jest.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(async () => {
  jest.restoreAllMocks();
  (globalThis as Record<symbol, { sampler: { stop(): void } } | undefined>)[singletons[0]!]?.sampler.stop();
  forget();
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) server.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("GET /api/health and /api/ready", () => {
  it("liveness answers without touching any peer", async () => {
    mockEnv = {
      DATABASE_URL: `postgres://nexaloom@127.0.0.1:${(await peer("closed")).port}/nexaloom`,
      ...challengeKey,
    };
    const response = health();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("is unready while the instance starts, then ready, naming no service and no figure", async () => {
    const starting = ready();
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: "unready", reason: "starting" });
    boot();
    const response = await eventually("ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("stays ready with PostgreSQL frozen and Redis, SMTP and WordPress refusing, and 1,000 checks open no connection of their own", async () => {
    const postgres = await peer("frozen");
    const refused = (await peer("closed")).port;
    mockEnv = {
      DATABASE_URL: `postgres://nexaloom@127.0.0.1:${postgres.port}/nexaloom`,
      SPOOL_DIR: path.join(dir, "spool"),
      REDIS_URL: `redis://127.0.0.1:${refused}`,
      SMTP_URL: `smtp://127.0.0.1:${refused}`,
      WORDPRESS_URL: `http://127.0.0.1:${refused}`,
      DEPLOYMENT_ID: "ready-test-build",
      ...challengeKey,
    };
    const started = Date.now();
    boot();
    expect((await eventually("ready")).status).toBe(200);
    for (let index = 0; index < 1_000; index += 1) expect(ready().status).toBe(200);
    await sleep(1_200);
    expect(ready().status).toBe(200);
    // The background probe: at most one connection a second (a new one after each abandoned probe).
    expect(postgres.connections()).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 1_000) + 1);
    // The shared Redis client reconnects forever; it must not keep the test process alive.
    await (globalThis as Record<symbol, { destroy?: () => void } | undefined>)[
      Symbol.for("nexaloom.redis")
    ]?.destroy?.();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("nexaloom.redis")];
  });

  it.each([
    ["the submission folder, without PostgreSQL", (file: string) => ({ SUBMISSIONS_DIR: file })],
    [
      "the spool, with PostgreSQL",
      (file: string) => ({
        DATABASE_URL: "postgres://nexaloom@127.0.0.1:9/nexaloom",
        SPOOL_DIR: file,
        ...challengeKey,
      }),
    ],
  ])("is unready when it cannot write %s", async (_, env) => {
    const file = path.join(dir, "not-a-folder");
    await fs.writeFile(file, "");
    mockEnv = env(file);
    boot();
    const response = await eventually("unready", "spool_unwritable");
    expect(await response.json()).toEqual({ status: "unready", reason: "spool_unwritable" });
  });

  it("turns unready at SIGTERM and hands the signal on only after the drain time", async () => {
    boot();
    expect((await eventually("ready")).status).toBe(200);
    const theirs = process.listeners("SIGTERM");
    process.removeAllListeners("SIGTERM");
    const next = jest.fn();
    process.on("SIGTERM", next);
    // Fake timers that keep real time: the instance's exit, due 30 s after Next's stop, is dropped with them.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      drainOnSigterm(300);
      // As the signal would: jest's sandboxed process object does not dispatch emit() to its listeners.
      for (const listener of process.listeners("SIGTERM")) listener("SIGTERM");
      expect(await ready().json()).toEqual({ status: "unready", reason: "draining" });
      await sleep(150);
      expect(next).not.toHaveBeenCalled();
      await sleep(300);
      expect(next).toHaveBeenCalledWith("SIGTERM");
    } finally {
      jest.useRealTimers();
      process.removeAllListeners("SIGTERM");
      for (const listener of theirs) process.on("SIGTERM", listener);
    }
  });
});
