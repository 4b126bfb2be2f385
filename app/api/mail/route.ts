import { mailForms } from "@/lib/forms/schemas";
import { createFormReceiver } from "@/lib/server/form-receiver";

export const runtime = "nodejs";

const receive = createFormReceiver({ forms: mailForms, maxBytes: 64 * 1024 });

export function POST(request: Request) {
  return receive(request);
}
