export class BodyTooLargeError extends Error {}

/**
 * Reads at most `limit` bytes of a request body and parses it as form data. The declared length is
 * checked first, and the stream is cut off past the limit, so a lying or chunked body cannot exhaust memory.
 */
export async function readFormData(request: Request, limit: number): Promise<FormData> {
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
  const body = Buffer.concat(chunks);
  return new Response(body, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
}
