/** @jest-environment node */
import { promises as fs } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GET } from "../route";
import { POST as mail } from "../../mail/route";

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

  it("counts what reached the company and what was refused, and reads the store's holdings at scrape time", async () => {
    const before = await (await scrape(`Bearer ${token}`)).text();
    const accepted = Number(
      sample(before, /^nexaloom_submissions_total\{form="contact",outcome="accepted",reason=""\}/) ?? 0,
    );
    const invalid = Number(
      sample(before, /^nexaloom_submissions_total\{form="contact",outcome="refused",reason="invalid"\}/) ?? 0,
    );
    expect((await contact({})).status).toBe(200);
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
    const files = (await fs.readdir(dir)).filter((name) => name.endsWith(".json"));
    expect(Number(sample(text, /^nexaloom_submissions_stored /))).toBe(files.length);
    expect(Number(sample(text, /^nexaloom_outbox_backlog /))).toBe(files.length);
    expect(Number(sample(text, /^nexaloom_outbox_failed /))).toBe(0);
    expect(text).not.toContain("asha@example.in");
  });
});
