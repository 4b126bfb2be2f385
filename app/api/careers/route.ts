import { careersForms, RESUME_MAX_BYTES } from "@/lib/forms/schemas";
import { createFormReceiver } from "@/lib/server/form-receiver";

export const runtime = "nodejs";

// The resume plus room for the other fields and the multipart framing.
const receive = createFormReceiver({
  forms: careersForms,
  maxBytes: RESUME_MAX_BYTES + 64 * 1024,
  resumeForms: ["career"],
});

export function POST(request: Request) {
  return receive(request);
}
