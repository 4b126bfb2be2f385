import "server-only";
import type { ResumeKind } from "../file-sniff";
import type { Cutoffs } from "./retention";

/**
 * A resume's scan (lib/server/clamd.ts), when it is not simply clean or unscanned by choice (no CLAMD_URL):
 * `pending`: clamd did not answer; the resume is quarantined and the submission not e-mailed until a
 * rescan passes. `removed`: a later scan found something; the file is deleted and the application is
 * e-mailed without it, saying so.
 */
export type ResumeScan = "pending" | "removed";

export type StoredSubmission = {
  id: string;
  receivedAt: string;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume?: { file: string; originalName: string; kind: ResumeKind; size: number; scan?: ResumeScan };
  delivery: {
    sent: boolean;
    attempts: number;
    sentAt?: string;
    lastError?: string;
    /** After a failed send: not tried again before this time (lib/server/store/retry-schedule.ts). */
    nextAttemptAt?: string;
    /** Given up on after a day of tries: no more automatic tries until `npm run outbox:retry`. */
    failedAt?: string;
    /** When an operator last asked for a failed e-mail to be tried again. */
    retriedAt?: string;
  };
  /** What the submission's content hashed to (lib/server/store/digest.ts); absent on records stored before it was kept. */
  digest?: string;
};

export type NewSubmission = {
  /** The client's id for this submission (its Idempotency-Key, which the receiver checked against CLIENT_ID): a retried post is stored once. */
  id?: string;
  form: string;
  subject: string;
  fields: Record<string, string>;
  resume?: { bytes: Uint8Array; originalName: string; kind: ResumeKind; scan?: "pending" };
  /** Not shown to come from a person: kept whole, never e-mailed until an operator releases it (npm run data -- release). */
  held?: boolean;
  /** A smoke suite's post (SMOKE_TEST_TOKEN): stored like the rest, then kept apart, never e-mailed. */
  test?: boolean;
  /** When it arrived, for a submission kept in the spool first; otherwise the store's clock at the save. */
  receivedAt?: string;
};

/** A lead, to be e-mailed: neither held nor a smoke suite's post, which are kept apart. */
export const isLead = (submission: Pick<NewSubmission, "held" | "test">) => !submission.held && !submission.test;

/** An unsent submission's e-mail content: the record and, when it has one, its resume. */
export type Unsent = {
  record: Pick<StoredSubmission, "id" | "subject" | "fields" | "receivedAt">;
  /** Its resume was found carrying something by a later scan and deleted: the e-mail says so. */
  resumeRemoved?: boolean;
  attachment?: { filename: string; path: string } | { filename: string; content: Buffer };
};

/**
 * What one pass over the unsent submissions did: ids only, never what a visitor wrote. `failed` will be
 * tried again; `gaveUp` failed for the last time and is now marked failed.
 */
export type DeliveryRound = {
  sent: number;
  failed: string[];
  gaveUp: string[];
  lastError?: string;
  setAside: string[];
};

/** Sends one message; throws when the mail server did not take it. */
export type Send = (unsent: Unsent) => Promise<void>;

/** Where accepted submissions are kept (files or PostgreSQL) and which of them still wait for their e-mail. */
export interface SubmissionStore {
  /**
   * Resolves once the submission is durable. The same client id again returns the first record;
   * with a different content it rejects with IdempotencyConflict. Any other failure rejects as it came.
   */
  save(input: NewSubmission): Promise<StoredSubmission>;
  /**
   * Hands every unsent submission that is due by `now` and not marked failed to `send`, recording each
   * success or failure (a failure is due again on the back-off schedule, or marked failed after its
   * last try); reads only what is unsent. `now` is the clock's time unless a test brings its own
   * (PostgreSQL's own clock then, shared by every instance).
   */
  deliverUnsent(send: Send, now?: Date): Promise<DeliveryRound>;
  /** Deletes every submission older than its kind's cutoff (lib/server/store/retention.ts), files included; returns how many. */
  deleteExpired(cut: Cutoffs): Promise<number>;
  /**
   * Whether the address with this hash (lib/email-hash.mjs) was erased at or after `receivedAt`: a copy
   * received before its erasure, drained from a spool later, is dropped. Stores behind no spool have none.
   */
  erasedSince?(emailHash: string, receivedAt: string): Promise<boolean>;
  /**
   * Scans every resume pending a scan (clamd did not answer when it came): a clean one is released to
   * the outbox, which then e-mails it once; a detected one is deleted and its application e-mailed
   * without it. Optional only for tests' stand-in stores.
   */
  rescanPending?(scan: Rescan): Promise<RescanRound>;
  /**
   * The posts still held (or marked spam by an earlier release) that arrived at or after `from` and
   * before `to`: counts per form, and the first `limit`, oldest first. For the daily digest
   * (lib/server/held-digest.ts); optional only for tests' stand-in stores.
   */
  heldSummary?(from: Date, to: Date, limit: number): Promise<HeldSummary>;
  /**
   * Claims the held posts' digest of `day` (YYYY-MM-DD) for this instance: true for exactly one caller
   * across every instance sharing the store, false once it is taken.
   */
  claimHeldDigest?(day: string): Promise<boolean>;
  /** Gives a claimed day back (its e-mail was not sent), so the next check of any instance tries again. */
  releaseHeldDigest?(day: string): Promise<void>;
}

/** A held post as the daily digest lists it. */
export type HeldPost = Pick<StoredSubmission, "id" | "receivedAt" | "form" | "fields">;

/** The posts held in a span of time: how many, how many per form, and the first few of them, oldest first. */
export type HeldSummary = { total: number; byForm: Record<string, number>; first: HeldPost[] };

/** One scan of a quarantined resume: ids only, never what a visitor wrote. `waiting` still pending, oldest first. */
export type RescanRound = { clean: string[]; removed: string[]; waiting: number; oldestWaitingMs: number | null };

/** Scans one quarantined resume's bytes: "clean", "detected" or "unscanned" (clamd away: try later). */
export type Rescan = (bytes: Uint8Array) => Promise<"clean" | "detected" | "unscanned">;

/** An Idempotency-Key reused with another body: the receiver answers 422 rather than dropping the second one silently. */
export class IdempotencyConflict extends Error {
  constructor() {
    super("This Idempotency-Key was already used for a different submission.");
    this.name = "IdempotencyConflict";
  }
}

/**
 * Whether a store's rejection is an IdempotencyConflict. By its name, not `instanceof`: the store may
 * have been made in another bundle of this process (instrumentation makes the runtime at boot, and
 * every route bundle has its own copy of the class), and a conflict must never become a 500.
 */
export const isIdempotencyConflict = (error: unknown): error is IdempotencyConflict =>
  error instanceof Error && error.name === "IdempotencyConflict";

/** Ids a client may choose: long enough not to collide, safe as a file name. */
export const CLIENT_ID = /^[A-Za-z0-9_-]{16,80}$/;
