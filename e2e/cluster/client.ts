import { randomUUID } from "node:crypto";
import http from "node:http";

export type Reply = { status: number; body: string };

/**
 * A POST of a multipart form from a chosen loopback address (127.0.0.0/8 is all loopback on Linux),
 * so one test machine can be many clients to nginx, which keys the rate limit on the address it sees.
 */
export async function postForm(
  url: string,
  fields: Record<string, string | File>,
  { from = "127.0.0.1", headers = {} as Record<string, string> } = {},
): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": encoded.headers.get("content-type")!, "content-length": body.length, ...headers },
        timeout: 30_000,
      },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", () => resolve({ status: 0, body: text }));
      },
    );
    // A connection cut by a killed instance is an answer too: status 0, retried by the caller.
    request.on("error", (error) => resolve({ status: 0, body: String(error) }));
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.end(body);
  });
}

export function contactFields(run: string, index: number) {
  return {
    form: "contact",
    name: `Cluster Client ${index}`,
    email: `cluster-${run}-${index}@example.in`,
    service: "web",
    message: `Cluster load submission ${index} of run ${run}.`,
  };
}

export const newKey = () => randomUUID();
