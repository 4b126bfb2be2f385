import type * as z from "zod/mini";
import { RESUME_MAX_BYTES, formSubjects, resumeField, type FormKind } from "@/lib/forms/schemas";
import { sniffResume } from "./file-sniff";
import { scheduleDelivery } from "./mailer";
import { isForeignOrigin } from "./origin";
import { createRateLimiter, limitKey } from "./rate-limit";
import { BodyTooLargeError, readFormData } from "./read-body";
import { saveSubmission } from "./submission-store";

type Options = {
  forms: Partial<Record<FormKind, z.ZodMiniObject>>;
  maxBytes: number;
  /** Forms whose submission must carry a resume file. */
  resumeForms?: FormKind[];
};

const reply = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

function fieldProblems(error: z.core.$ZodError) {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, problem]) => `${field} (${problem})`).join("; ");
}

/**
 * A receiver for multipart form posts: checks origin, rate and size, picks the schema by the hidden
 * `form` field, validates with the same schema the browser used, checks a resume's bytes, and answers
 * 200 only once the submission is on disk.
 */
export function createFormReceiver({ forms, maxBytes, resumeForms = [] }: Options) {
  const allow = createRateLimiter({ limit: Number(process.env.FORM_RATE_LIMIT ?? 10), windowMs: 60_000 });

  return async function receive(request: Request): Promise<Response> {
    if (isForeignOrigin(request)) return reply(403, { message: "Submissions from other sites are not accepted." });
    if (!(await allow(limitKey(request)))) return reply(429, { message: "Too many submissions. Please wait a minute and try again." });
    if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(request.headers.get("content-type") ?? "")) {
      return reply(415, { message: "Please send the form as multipart/form-data." });
    }

    let data: FormData;
    try {
      data = await readFormData(request, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return reply(413, { message: "The submission is too large." });
      return reply(400, { message: "The form data could not be read." });
    }

    const kind = data.get("form");
    const schema = typeof kind === "string" ? forms[kind as FormKind] : undefined;
    if (!schema) return reply(400, { message: "Unknown form: please send the form field naming a known form." });
    const form = kind as FormKind;
    const needsResume = resumeForms.includes(form);

    const fields: Record<string, string> = {};
    for (const [name, value] of data) {
      if (typeof value !== "string") {
        if (needsResume && name === "resume") continue;
        return reply(400, { message: `Unexpected file in field ${name}.` });
      }
      fields[name] = value;
    }

    if (fields.website) {
      await saveSubmission({ form, subject: formSubjects[form], fields, spam: true });
      return reply(200, { ok: true });
    }

    const parsed = schema.safeParse(fields);
    if (!parsed.success) return reply(400, { message: `Please check: ${fieldProblems(parsed.error)}` });

    let resume: Parameters<typeof saveSubmission>[0]["resume"];
    if (needsResume) {
      const file = data.get("resume");
      const checked = resumeField.safeParse(file);
      if (!checked.success) {
        const tooLarge = file instanceof File && file.size > RESUME_MAX_BYTES;
        return reply(tooLarge ? 413 : 400, { message: `Please check: resume (${checked.error.issues[0]?.message})` });
      }
      const bytes = new Uint8Array(await checked.data.arrayBuffer());
      const resumeKind = sniffResume(bytes);
      if (!resumeKind) {
        return reply(415, { message: "Please check: resume (the file is not a PDF or Word document, whatever its name says)." });
      }
      resume = { bytes, originalName: checked.data.name, kind: resumeKind };
    }

    try {
      const values = parsed.data as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string" && value !== "")) as Record<string, string>;
      const id = request.headers.get("idempotency-key") ?? undefined;
      const record = await saveSubmission({ id, form, subject: formSubjects[form], fields: kept, resume });
      scheduleDelivery();
      return reply(200, { ok: true, id: record.id });
    } catch {
      return reply(500, { message: "We could not save your submission. Please try again." });
    }
  };
}
