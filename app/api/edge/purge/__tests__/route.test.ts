/** @jest-environment node */
import type { PurgeKind } from "@/lib/edge/providers.mjs";
import { POST } from "../route";

/** The settings the route sees: parsed by the real parser from this test's environment. */
let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

/** The runtime's purger, as app/api/revalidate reaches it: "off" without CDN_PROVIDER. */
const mockPurges: { keys: string[]; kind: PurgeKind }[] = [];
jest.mock("@/lib/server/runtime", () => ({
  runtime: () => ({
    edge: {
      purge: async (keys: string[], kind: PurgeKind) => {
        mockPurges.push({ keys, kind });
        return mockEnv.CDN_PROVIDER ? "queued" : "off";
      },
    },
  }),
}));

const secret = "s3cret-for-a-deploy-purge-0123456789abcdef";
const webhookSecret = "s3cret-for-the-webhook-0123456789abcdef";
const edgeEnv = {
  DEPLOY_PURGE_SECRET: secret,
  REVALIDATE_SECRET: webhookSecret,
  DEPLOYMENT_ID: "Nexaloom-New",
  CDN_PROVIDER: "varnish",
  CDN_API_URL: "http://127.0.0.1:3410/.edge/purge",
};

function call(payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${secret}` }) {
  return POST(
    new Request("http://localhost/api/edge/purge", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof payload === "string" ? payload : JSON.stringify(payload),
    }),
  );
}

beforeEach(() => {
  mockEnv = { ...edgeEnv };
  mockPurges.length = 0;
});

describe("POST /api/edge/purge", () => {
  it("queues a hard purge of the previous build's key, encoded as its pages carry it", async () => {
    const response = await call({ deployment: "Nexaloom-Old" });
    expect(response.status).toBe(202);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ edge: "queued", keys: ["deploy-nexaloom-old"] });
    expect(mockPurges).toEqual([{ keys: ["deploy-nexaloom-old"], kind: "hard" }]);
  });

  it("refuses the build this instance runs, however its id is spelt: its pages would go while it serves them", async () => {
    for (const deployment of ["Nexaloom-New", "nexaloom-new"]) expect((await call({ deployment })).status).toBe(409);
    expect(mockPurges).toEqual([]);
  });

  it("says there is no edge to purge without CDN_PROVIDER", async () => {
    mockEnv = { DEPLOY_PURGE_SECRET: secret, DEPLOYMENT_ID: "Nexaloom-New" };
    const response = await call({ deployment: "Nexaloom-Old" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ edge: "off" });
  });

  it("is off without DEPLOY_PURGE_SECRET, even with the webhook's secret set", async () => {
    mockEnv = { REVALIDATE_SECRET: webhookSecret, DEPLOYMENT_ID: "Nexaloom-New" };
    expect((await call({ deployment: "Nexaloom-Old" })).status).toBe(404);
    expect(mockPurges).toEqual([]);
  });

  it.each([
    ["no credentials", {}],
    ["a wrong token", { authorization: "Bearer wrong" }],
    ["the webhook's secret, which WordPress holds", { authorization: `Bearer ${webhookSecret}` }],
    ["the secret in the webhook's own header", { "x-revalidate-secret": secret }],
    ["another scheme", { authorization: `Basic ${secret}` }],
  ])("answers 401 to %s", async (_, headers) => {
    expect((await call({ deployment: "Nexaloom-Old" }, headers)).status).toBe(401);
    expect(mockPurges).toEqual([]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["no deployment", {}],
    ["a key rather than an id", { deployment: "posts post-a" }],
    ["an id longer than DEPLOYMENT_ID takes", { deployment: "a".repeat(101) }],
    ["more than the deployment", { deployment: "Nexaloom-Old", keys: ["posts"] }],
  ])("answers 400 to %s", async (_, payload) => {
    expect((await call(payload)).status).toBe(400);
    expect(mockPurges).toEqual([]);
  });

  it("answers 413 to an oversize body", async () => {
    expect((await call({ deployment: "x".repeat(2_000) })).status).toBe(413);
  });
});
