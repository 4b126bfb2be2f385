import "server-only";

export class BodyTooLargeError extends Error {}

/**
 * Reads at most `limit` bytes of a request body. The declared length is checked first, and the stream
 * is cut off past the limit, so a lying or chunked body cannot exhaust memory.
 */
async function readBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) throw new BodyTooLargeError();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readFormData(request: Request, limit: number): Promise<FormData> {
  const body = await readBytes(request, limit);
  return new Response(new Uint8Array(body), {
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  }).formData();
}

/** A JSON body of at most `limit` bytes: its value, or how it failed (too large, or not JSON). */
async function readJson(
  request: Request,
  limit: number,
): Promise<{ json: unknown } | { failure: "too-large" | "not-json" }> {
  try {
    return { json: JSON.parse((await readBytes(request, limit)).toString("utf8")) as unknown };
  } catch (error) {
    return { failure: error instanceof BodyTooLargeError ? "too-large" : "not-json" };
  }
}

/** An operator endpoint's JSON answer, never kept by a cache. */
export const uncachedJson = (status: number, body: object) =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

type BodyRefusals = { tooLarge: string; notJson: string; badBody: string };

/**
 * A JSON body of at most `limit` bytes checked by `schema`: its data, or the answer refusing it (413, or
 * 400 for what is not JSON or not the schema's, with the schema's complaints when `listIssues`).
 */
export async function readCheckedJson<T>(
  request: Request,
  limit: number,
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  say: BodyRefusals,
  { listIssues = false } = {},
): Promise<{ data: T } | { refusal: Response }> {
  const body = await readJson(request, limit);
  if ("failure" in body)
    return {
      refusal:
        body.failure === "too-large"
          ? uncachedJson(413, { message: say.tooLarge })
          : uncachedJson(400, { message: say.notJson }),
    };
  const parsed = schema.safeParse(body.json);
  if (parsed.success) return { data: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  return { refusal: uncachedJson(400, listIssues ? { message: say.badBody, issues } : { message: say.badBody }) };
}
