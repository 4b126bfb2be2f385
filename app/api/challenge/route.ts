import { runtime } from "@/lib/server/runtime";

export const dynamic = "force-dynamic";

/** A fresh proof-of-work challenge for one form post: never stored by a browser or the edge, since each is used once. */
export async function GET() {
  return Response.json(await runtime().challenge.issue(), {
    headers: { "cache-control": "private, no-store" },
  });
}
