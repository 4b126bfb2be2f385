import "server-only";
import type { Logger } from "pino";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { processSingleton } from "@/lib/process-singleton.mjs";
import type * as z from "zod/mini";
import { refusalMessages as say } from "@/content/form-messages";
import { validationMessages } from "@/content/validation-messages";
import { CHALLENGE_FIELD } from "@/lib/forms/challenge";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { RESUME_MAX_BYTES, formSubjects, resumeField, type FormKind } from "@/lib/forms/schemas";
import { duplicateKey } from "./duplicates";
import { carriesMacros, sniffResume } from "./file-sniff";
import { isForeignOrigin, ownOrigins } from "./origin";
import { limitKey } from "./rate-limit";
import { BodyTooLargeError, readFormData } from "./read-body";
import { refusalPage, type Problem } from "./refusal-page";
import { requestLog } from "./request-log";
import { wantsDocument } from "./request-kind";
import { runtime as processRuntime, type Runtime } from "./runtime";
import { isSpoolFull } from "./store/spool";
import { CLIENT_ID, isIdempotencyConflict, isLead, type NewSubmission } from "./store/types";

/** Logged when the spool first turns a submission away and when one is taken again: one notice per process. */
const spoolFull = () =>
  processSingleton("nexaloom.spoolFullNotice", () =>
    failureNotice(
      "submission.spool_full",
      "PostgreSQL is away and this instance's spool is at SPOOL_MAX_MB; submissions are refused with 503",
    ),
  );

type Options = {
  forms: Partial<Record<FormKind, z.ZodMiniObject>>;
  maxBytes: number;
  /** Forms whose submission must carry a resume file. */
  resumeForms?: FormKind[];
  /** The backends to use; this process's own unless a test brings its own. */
  runtime?: () => Runtime;
};

/** Who sent a post, for the caps on held posts: the receiver's path and the client's limit key (limitKey). */
type Sender = { receiver: string; client: string };

/** What the receiver decided, before it is put as JSON for fetch or as a page for a browser's own post. */
type Verdict =
  | { accepted: true; id?: string; held?: boolean }
  | { accepted: false; status: number; message: string; problems?: Problem[]; reason?: string };

const refuse = (status: number, message: string): Verdict => ({ accepted: false, status, message });
const refuseFields = (status: number, problems: Problem[]): Verdict => ({
  accepted: false,
  status,
  problems,
  message: say.checkFields(problems.map((problem) => `${problem.field} (${problem.message})`).join("; ")),
});
/**
 * 422, not 415: the file is the PDF or Word document it says it is (415 is for one that is not); what
 * is refused is its content. Counted under its own reason, never with a file name or the signature.
 */
const flagged = (): Verdict => {
  const message = validationMessages.resumeFlagged;
  return {
    accepted: false,
    status: 422,
    problems: [{ field: "resume", message }],
    message: say.checkFields(`resume (${message})`),
    reason: "resume_flagged",
  };
};

/** One line an operator can act on: which form and what kind of failure, never the visitor's data or paths. */
function logSaveFailure(logger: Logger, kind: FormKind, error: unknown) {
  logger.error(
    { event: "submission.save_failed", form: kind, ...errorFields(error) },
    "submission not saved; the visitor was told to try again",
  );
}

function fieldProblems(error: z.core.$ZodError): Problem[] {
  const byField = new Map<string, string>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * Answers fetch with JSON, as the enhanced forms expect, and a browser's own form post (no JavaScript)
 * with a redirect to /thank-you or a page that says what to fix, with the same status either way.
 */
/** Why a submission was turned away, as a metric label: a few fixed names, never what was sent. */
const REFUSAL_REASONS: Record<number, string> = {
  400: "invalid",
  403: "foreign_origin",
  413: "too_large",
  415: "wrong_type",
  422: "key_conflict",
  429: "rate_limited",
  500: "store_failed",
  503: "spool_full",
};

function respond(request: Request, verdict: Verdict, kind: FormKind | undefined) {
  const outcome = verdict.accepted
    ? { outcome: verdict.held ? "held" : "accepted", reason: "" }
    : { outcome: "refused", reason: verdict.reason ?? REFUSAL_REASONS[verdict.status] ?? "other" };
  metrics().submissions.inc({ form: kind ?? "unknown", ...outcome });
  if (wantsDocument(request)) {
    if (verdict.accepted) return new Response(null, { status: 303, headers: { location: "/thank-you" } });
    return refusalPage({ ...verdict, kind, referer: request.headers.get("referer"), origins: ownOrigins(request) });
  }
  if (verdict.accepted) return Response.json(verdict.id ? { ok: true, id: verdict.id } : { ok: true });
  // A 429 is this moment's answer for this client: no cache in between may hand it to another, or keep it.
  const headers: HeadersInit = verdict.status === 429 ? { "cache-control": "no-store" } : {};
  // The fields' problems too: the enhanced form shows each at its field, as its own checks do.
  const body = verdict.problems
    ? { message: verdict.message, problems: verdict.problems }
    : { message: verdict.message };
  return Response.json(body, { status: verdict.status, headers });
}

/**
 * A receiver for multipart form posts: checks origin, rate and size, picks the schema by the hidden
 * `form` field, validates with the same schema the browser used, checks a resume's bytes, and accepts
 * only once the submission is on disk.
 */
export function createFormReceiver({ forms, maxBytes, resumeForms = [], runtime = processRuntime }: Options) {
  const allow = (key: string) => runtime().limiter(key);
  const saveSubmission = (input: NewSubmission) => runtime().store.save(input);

  async function decide(
    data: FormData,
    kind: FormKind,
    id: string | undefined,
    test: boolean,
    logger: Logger,
    sender: Sender,
  ): Promise<Verdict> {
    const schema = Object.hasOwn(forms, kind) ? forms[kind] : undefined;
    if (!schema) return refuse(400, say.unknownForm);
    const needsResume = resumeForms.includes(kind);

    const fields: Record<string, string> = {};
    for (const [name, value] of data) {
      if (typeof value !== "string") {
        if (needsResume && name === "resume") continue;
        return refuse(400, say.unexpectedFile(name));
      }
      fields[name] = value;
    }

    const parsed = schema.safeParse(fields);
    if (!parsed.success) return refuseFields(400, fieldProblems(parsed.error));

    let resume: NewSubmission["resume"];
    if (needsResume) {
      const file = data.get("resume");
      const checked = resumeField.safeParse(file);
      if (!checked.success) {
        const tooLarge = file instanceof File && file.size > RESUME_MAX_BYTES;
        return refuseFields(tooLarge ? 413 : 400, [
          { field: "resume", message: checked.error.issues[0]?.message ?? validationMessages.resumeMissing },
        ]);
      }
      const bytes = new Uint8Array(await checked.data.arrayBuffer());
      const resumeKind = sniffResume(bytes);
      if (!resumeKind) return refuseFields(415, [{ field: "resume", message: validationMessages.resumeContent }]);
      const scan = await scanResume(bytes, resumeKind);
      if (scan === "flagged") return flagged();
      resume = { bytes, originalName: checked.data.name, kind: resumeKind, ...(scan === "pending" ? { scan } : {}) };
    }

    // A post that filled the honeypot, or brings no solution the challenge accepts (a script, a browser
    // without JavaScript), is checked like any other and kept whole, held: an operator releases a person's.
    // It gets the same answer as a lead, id included.
    const challenge = await runtime().challenge.check(fields[CHALLENGE_FIELD], id);
    const held = Boolean(fields[HONEYPOT_FIELD]) || challenge !== "verified";
    const values = parsed.data as Record<string, unknown>;
    const kept = Object.fromEntries(
      Object.entries(values).filter(([, value]) => typeof value === "string" && value !== ""),
    ) as Record<string, string>;
    return save(
      {
        id,
        form: kind,
        subject: formSubjects[kind],
        fields: kept,
        resume,
        ...(held ? { held } : {}),
        ...(test ? { test } : {}),
      },
      logger,
      sender,
    );
  }

  /**
   * A resume with macros (a vbaProject.bin in a .docx, whatever clamd says) or one clamd flags is
   * refused; one clamd could not scan is kept "pending", held from the e-mail until a rescan passes.
   * Without a scanner (no CLAMD_URL) a resume is kept as it came.
   */
  async function scanResume(bytes: Uint8Array, kind: string): Promise<"clean" | "flagged" | "pending" | "unscanned"> {
    if (kind === "docx" && carriesMacros(bytes)) {
      metrics().resumeScans.inc({ outcome: "detected", when: "upload" });
      return "flagged";
    }
    const scanner = runtime().scanner;
    if (!scanner) return "unscanned";
    const result = await scanner(bytes);
    metrics().resumeScans.inc({ outcome: result.outcome, when: "upload" });
    if (result.outcome === "detected") return "flagged";
    return result.outcome === "clean" ? "clean" : "pending";
  }

  /**
   * Accepts once the submission is stored; only a real one is handed to the mailer. The same post again
   * within ten minutes gets the first one's answer (its id, through the store's own idempotency: stored
   * and e-mailed once). A held post (whatever made it held) past its client's daily cap or its receiver's
   * hourly ceiling is answered 429 and not kept; a post shown to come from a person never meets the caps.
   */
  async function save(
    submission: NewSubmission & { form: FormKind },
    logger: Logger,
    sender: Sender,
  ): Promise<Verdict> {
    const { duplicates, heldCaps } = runtime();
    const sameAs = duplicateKey(submission);
    const earlier = await duplicates.seen(sameAs);
    if (earlier === undefined && submission.held) {
      const refused = await heldCaps(sender.receiver, sender.client);
      if (refused) return { accepted: false, status: 429, message: say.tooMany, reason: refused };
    }
    if (earlier !== undefined) metrics().duplicates.inc({ form: submission.form });
    try {
      const record = await saveSubmission(earlier === undefined ? submission : { ...submission, id: earlier });
      if (earlier === undefined) await duplicates.remember(sameAs, record.id);
      spoolFull().recovered();
      if (isLead(submission)) void runtime().outbox.deliverPending();
      return { accepted: true, id: record.id, ...(submission.held ? { held: true } : {}) };
    } catch (error) {
      if (isIdempotencyConflict(error)) return refuse(422, say.keyReused);
      if (isSpoolFull(error)) {
        metrics().spool.inc({ outcome: "refused_full" });
        spoolFull().failed({ form: submission.form });
        return refuse(503, say.notSaved);
      }
      logSaveFailure(logger, submission.form, error);
      return refuse(500, say.notSaved);
    }
  }

  return async function receive(request: Request): Promise<Response> {
    if (isForeignOrigin(request)) return respond(request, refuse(403, say.foreignOrigin), undefined);
    if (!(await allow(limitKey(request)))) {
      metrics().rateLimited.inc({ receiver: new URL(request.url).pathname });
      return respond(request, refuse(429, say.tooMany), undefined);
    }
    // Checked here, once, for whichever store keeps the submission: it becomes the record's id.
    const idempotencyKey = request.headers.get("idempotency-key") ?? undefined;
    if (idempotencyKey !== undefined && !CLIENT_ID.test(idempotencyKey)) {
      return respond(request, refuse(400, say.badKey), undefined);
    }
    if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/.test(request.headers.get("content-type") ?? "")) {
      return respond(request, refuse(415, say.notAForm), undefined);
    }

    let data: FormData;
    try {
      data = await readFormData(request, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return respond(request, refuse(413, say.tooLarge), undefined);
      return respond(request, refuse(400, say.unreadable), undefined);
    }

    const named = data.get("form");
    // Own properties only: `form=toString` must not find Object.prototype's.
    const kind = typeof named === "string" && Object.hasOwn(formSubjects, named) ? (named as FormKind) : undefined;
    const verdict = kind
      ? await decide(
          data,
          kind,
          idempotencyKey,
          runtime().isSmokeTest(request),
          requestLog(request, new URL(request.url).pathname),
          { receiver: new URL(request.url).pathname, client: limitKey(request) },
        )
      : refuse(400, say.unknownForm);
    return respond(request, verdict, kind && Object.hasOwn(forms, kind) ? kind : undefined);
  };
}
