/** @jest-environment node */
import { revalidateTag } from "next/cache";
import { POST } from "../route";

jest.mock("next/cache", () => ({ revalidatePath: jest.fn(), revalidateTag: jest.fn() }));
/** The settings the route sees: parsed by the real parser from this test's environment. */
let mockEnv: Record<string, string> = {};
jest.mock("@/lib/config", () => {
  const actual = jest.requireActual("@/lib/config");
  return { ...actual, config: () => actual.readSettings(mockEnv) };
});

const secret = "s3cret-for-the-webhook-0123456789abcdef";

const url = "http://localhost/api/revalidate";
const body = { event: "save", id: 42, slug: "new-title", previous_slug: "old-title", status: "publish" };

function call(payload: unknown, headers: Record<string, string> = { "x-revalidate-secret": secret }) {
  return POST(new Request(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: typeof payload === "string" ? payload : JSON.stringify(payload) }));
}

beforeEach(() => {
  mockEnv = { REVALIDATE_SECRET: secret };
  jest.mocked(revalidateTag).mockClear();
});

describe("POST /api/revalidate", () => {
  it("is off when REVALIDATE_SECRET is unset", async () => {
    mockEnv = {};
    expect((await call(body)).status).toBe(404);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([[{}], [{ "x-revalidate-secret": "wrong" }], [{ "x-revalidate-secret": `${secret}2` }]])("answers 401 to a missing or wrong secret %j", async (headers) => {
    expect((await call(body, headers)).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ["not JSON", "{oops"],
    ["missing id", { ...body, id: undefined }],
    ["unknown event", { ...body, event: "explode" }],
    ["a slug with a path in it", { ...body, slug: "../../etc" }],
    ["an array", [body]],
  ])("answers 400 to %s", async (_, payload) => {
    expect((await call(payload)).status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers 413 to an oversize body", async () => {
    expect((await call({ ...body, status: "x".repeat(10_000) })).status).toBe(413);
  });

  it("expires the post under both slugs, the lists, related posts, categories and the sitemap at once", async () => {
    const response = await call(body);
    expect(response.status).toBe(200);
    const expected = ["post:new-title", "post:old-title", "posts", "related", "categories", "sitemap"];
    expect((await response.json()).tags).toEqual(expected);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual(expected.map((tag) => [tag, { expire: 0 }]));
  });
});
