/** @jest-environment node */
import { promises as fs } from "node:fs";
import os from "node:os";
import net from "node:net";
import path from "node:path";
import { runtime } from "@/lib/server/runtime";
import { GET } from "../route";
import { POST as mail } from "../../mail/route";
import { solvedBy } from "@/lib/server/__tests__/form-fixtures";

let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

const token = "metrics-token-0123456789abcdef0123456789";
const runtimeKey = Symbol.for("nexaloom.runtime");
let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "metrics-"));
  mockEnv = { SUBMISSIONS_DIR: dir, METRICS_TOKEN: token, FORM_RATE_LIMIT: "3" };
  delete (globalThis as Record<symbol, unknown>)[runtimeKey];
});
afterEach(async () => {
  (globalThis as Record<symbol, { sampler: { stop(): void } } | undefined>)[runtimeKey]?.sampler.stop();
  delete (globalThis as Record<symbol, unknown>)[runtimeKey];
  await fs.rm(dir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  GET(new Request("http://localhost/api/metrics", { headers: authorization ? { authorization } : {} }));

function contact(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    form: "contact",
    name: "Asha",
    email: "asha@example.in",
    service: "web",
    message: "Metrics.",
    ...fields,
  }))
    body.set(name, value);
  return mail(new Request("http://localhost/api/mail", { method: "POST", body }));
}

/** One sample's value from the text format, or undefined. */
const sample = (text: string, line: RegExp) =>
  text
    .split("\n")
    .find((entry) => line.test(entry))
    ?.split(" ")
    .pop();

/** `read()` once it gives `want`, asked every 100 ms for up to 3 s; else its last answer. */
async function settled<T>(read: () => Promise<T>, want: T): Promise<T> {
  let last = await read();
  for (let tries = 0; tries < 30 && last !== want; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  return last;
}

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    mockEnv = { SUBMISSIONS_DIR: dir };
    expect((await scrape(`Bearer ${token}`)).status).toBe(404);
  });

  it.each([undefined, "Bearer wrong-token", `Basic ${token}`, token])(
    "gives no data without the token (%j)",
    async (authorization) => {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(await response.text()).toBe("");
    },
  );

  it("counts what reached the company and what was refused, and reports the store's holdings as last sampled", async () => {
    runtime().sampler.start();
    const before = await (await scrape(`Bearer ${token}`)).text();
    const accepted = Number(
      sample(before, /^nexaloom_submissions_total\{form="contact",outcome="accepted",reason=""\}/) ?? 0,
    );
    const invalid = Number(
      sample(before, /^nexaloom_submissions_total\{form="contact",outcome="refused",reason="invalid"\}/) ?? 0,
    );
    expect((await contact(await solvedBy(runtime()))).status).toBe(200);
    expect((await contact({ email: "not-an-address" })).status).toBe(400);

    const response = await scrape(`Bearer ${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(Number(sample(text, /^nexaloom_submissions_total\{form="contact",outcome="accepted",reason=""\}/))).toBe(
      accepted + 1,
    );
    expect(
      Number(sample(text, /^nexaloom_submissions_total\{form="contact",outcome="refused",reason="invalid"\}/)),
    ).toBe(invalid + 1);
    expect(text).not.toContain("asha@example.in");
    // The background sampler reads the folder once a second.
    const files = (await fs.readdir(dir)).filter((name) => name.endsWith(".json"));
    expect(files).toHaveLength(1);
    expect(
      await settled(
        async () => Number(sample(await (await scrape(`Bearer ${token}`)).text(), /^nexaloom_submissions_stored /)),
        1,
      ),
    ).toBe(1);
    const later = await (await scrape(`Bearer ${token}`)).text();
    expect(Number(sample(later, /^nexaloom_outbox_backlog /))).toBe(1);
    expect(Number(sample(later, /^nexaloom_outbox_failed /))).toBe(0);
  });

  it("answers at once with PostgreSQL frozen, its up gauge at 0", async () => {
    const sockets: net.Socket[] = [];
    const frozen = net.createServer((socket) => void sockets.push(socket.on("error", () => undefined)));
    await new Promise<void>((resolve) => frozen.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = frozen.address() as net.AddressInfo;
      mockEnv = {
        METRICS_TOKEN: token,
        DATABASE_URL: `postgres://nexaloom@127.0.0.1:${port}/nexaloom`,
        SPOOL_DIR: path.join(dir, "spool"),
        ALTCHA_HMAC_KEY: "metrics-test-challenge-key-0123456789abcdef",
      };
      runtime().sampler.start();
      const up = /^nexaloom_dependency_up\{dependency="postgres"\}/;
      const read = async () => {
        const started = Date.now();
        const response = await scrape(`Bearer ${token}`);
        expect(response.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(250);
        return sample(await response.text(), up);
      };
      expect(await settled(read, "0")).toBe("0");
    } finally {
      for (const socket of sockets) socket.destroy();
      frozen.close();
    }
  });
});
