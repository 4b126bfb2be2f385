import { DEFAULT_CAREERS_ENDPOINT, DEFAULT_MAIL_ENDPOINT } from "./default-endpoints.mjs";
import { careersForms, type FormKind } from "./schemas";

/** A field the receiver refused and why, as it names them (lib/server/form-receiver.ts). */
export type FieldProblem = { field: string; message: string };

type SubmitOutcome =
  | { status: "ok"; message?: string }
  | { status: "rejected"; message?: string; problems: FieldProblem[] }
  | { status: "failed" };

const isProblem = (value: unknown): value is FieldProblem =>
  !!value &&
  typeof value === "object" &&
  "field" in value &&
  typeof value.field === "string" &&
  "message" in value &&
  typeof value.message === "string";

export const endpoints = {
  mail: process.env.NEXT_PUBLIC_MAIL_ENDPOINT || DEFAULT_MAIL_ENDPOINT,
  careers: process.env.NEXT_PUBLIC_CAREERS_ENDPOINT || DEFAULT_CAREERS_ENDPOINT,
};

/** Career and internship applications go to the careers receiver; every other form to the mail one. */
export function endpointFor(kind: FormKind) {
  return kind in careersForms ? endpoints.careers : endpoints.mail;
}

/**
 * POSTs the non-empty fields as multipart and reads the JSON answer's `message`: success is HTTP ok;
 * a network failure or an answer that is not JSON counts as failed. An idempotency key lets our own
 * receivers store a resent submission once; it goes only to same-origin endpoints, since a custom
 * header would make another host's receiver answer a CORS preflight first.
 */
export async function postForm(
  endpoint: string,
  fields: Record<string, string | File | undefined>,
  idempotencyKey?: string,
): Promise<SubmitOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === "") continue;
    body.append(name, value);
  }
  try {
    const sameOrigin = endpoint.startsWith("/") && !endpoint.startsWith("//");
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(idempotencyKey && sameOrigin ? { "idempotency-key": idempotencyKey } : {}),
    };
    const response = await fetch(endpoint, { method: "POST", body, headers });
    const data: unknown = await response.json();
    const message =
      data && typeof data === "object" && "message" in data && typeof data.message === "string" && data.message
        ? data.message
        : undefined;
    if (response.ok) return { status: "ok", message };
    const listed = data && typeof data === "object" && "problems" in data && Array.isArray(data.problems);
    return { status: "rejected", message, problems: listed ? (data.problems as unknown[]).filter(isProblem) : [] };
  } catch {
    return { status: "failed" };
  }
}
