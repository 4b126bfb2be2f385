/** @jest-environment node */
import { postForm } from "./submit";

function answer(status: number, body: string) {
  return jest.fn().mockResolvedValue(new Response(body, { status, headers: { "content-type": "application/json" } }));
}

describe("postForm", () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends only the non-empty fields as multipart", async () => {
    const fetchMock = answer(200, "{}");
    global.fetch = fetchMock;
    const resume = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" });
    await postForm("/api/careers", { name: "Asha", company: "", phone: undefined, resume });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/careers");
    expect(init.method).toBe("POST");
    const body = init.body as FormData;
    expect([...body.keys()]).toEqual(["name", "resume"]);
    expect((body.get("resume") as File).name).toBe("cv.pdf");
  });

  it("is ok with the server's message on a 2xx", async () => {
    global.fetch = answer(200, JSON.stringify({ message: "Thanks!" }));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({ status: "ok", message: "Thanks!" });
  });

  it("is ok without a message when the server sends none", async () => {
    global.fetch = answer(200, JSON.stringify({ ok: true }));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({ status: "ok", message: undefined });
  });

  it("is rejected with the server's message on a non-ok status", async () => {
    global.fetch = answer(400, JSON.stringify({ message: "Please check: email" }));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({
      status: "rejected",
      message: "Please check: email",
      problems: [],
    });
  });

  it("is rejected with the fields the server names, leaving out entries that are not a field and a message", async () => {
    const problems = [{ field: "resume", message: "This file was flagged by our virus scanner." }];
    global.fetch = answer(422, JSON.stringify({ message: "Please check", problems: [...problems, { field: 3 }, "x"] }));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({
      status: "rejected",
      message: "Please check",
      problems,
    });
  });

  it("is rejected without a message when the error body has none", async () => {
    global.fetch = answer(500, JSON.stringify({}));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({ status: "rejected", message: undefined, problems: [] });
  });

  it("fails on a network error or a body that is not JSON", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({ status: "failed" });
    global.fetch = answer(502, "<html>Bad gateway</html>");
    await expect(postForm("/x", { a: "1" })).resolves.toEqual({ status: "failed" });
  });

  it("sends the idempotency key to its own receivers only", async () => {
    const fetchMock = answer(200, "{}");
    global.fetch = fetchMock;
    await postForm("/api/mail", { a: "1" }, "key-0123456789abcdef");
    await postForm("https://forms.example.com/mail.php", { a: "1" }, "key-0123456789abcdef");
    expect(fetchMock.mock.calls[0][1].headers["idempotency-key"]).toBe("key-0123456789abcdef");
    expect(fetchMock.mock.calls[1][1].headers).not.toHaveProperty("idempotency-key");
  });
});
