import "server-only";

export class BodyTooLargeError extends Error {}

/**
 * Reads at most `limit` bytes of a request body. The declared length is checked first, and the stream
 * is cut off past the limit, so a lying or chunked body cannot exhaust memory.
 */
export async function readBytes(request: Request, limit: number): Promise<Buffer> {
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
export async function readJson(
  request: Request,
  limit: number,
): Promise<{ json: unknown } | { failure: "too-large" | "not-json" }> {
  try {
    return { json: JSON.parse((await readBytes(request, limit)).toString("utf8")) as unknown };
  } catch (error) {
    return { failure: error instanceof BodyTooLargeError ? "too-large" : "not-json" };
  }
}
