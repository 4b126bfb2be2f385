import "server-only";
import { emailHash } from "@/lib/email-hash.mjs";
import { createHash, randomUUID } from "node:crypto";
import { errorFields, failureNotice } from "@/lib/failure-notice.mjs";
import { log } from "@/lib/log.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { late, orLate } from "@/lib/or-late.mjs";
import type { Spool, SpooledSubmission } from "./spool";
import { isExpired } from "./retention";
import { isIdempotencyConflict, isLead, type StoredSubmission, type SubmissionStore } from "./types";

export type SpooledStore = SubmissionStore & {
  /** Moves what waits in the spool into the store, oldest first; stops at the first failure. Returns how many moved. */
  drain(): Promise<number>;
  /** Drains every intervalMs from now on (called once, at boot); `moved` runs after a round that moved any. */
  start(intervalMs: number, moved: () => void): void;
};

/**
 * A different submission under a key PostgreSQL already holds: the receiver would have answered 422 had
 * it been there, but this one was already accepted, so it is kept under an id of its own. Derived from
 * the key and the content, so a drain that is retried after an unanswered save stores it once.
 */
const conflictId = (submission: SpooledSubmission) =>
  createHash("sha256").update(submission.id).update(JSON.stringify(submission.fields)).digest("hex").slice(0, 32);

/**
 * The submission store in front of PostgreSQL: a save the database has not committed within
 * `deadlineMs` (a frozen server, a full pool, a server that is down) is written to this instance's
 * spool instead and answered like any accepted submission; the spool is moved into the database once
 * it answers again. A save that finishes after its deadline leaves the same id in both, and the move
 * then finds it there (same id, same content): one row, one e-mail.
 */
export function withSpool(primary: SubmissionStore, spool: Spool, deadlineMs: number): SpooledStore {
  const spooling = failureNotice(
    "submission.spooled",
    "PostgreSQL did not take a submission in time; keeping submissions in this instance's spool",
  );
  const draining = failureNotice("spool.drain_failed", "the spool could not be moved into PostgreSQL; kept for retry");
  let round: Promise<number> | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function save(input: Parameters<SubmissionStore["save"]>[0]): Promise<StoredSubmission> {
    const submission = { ...input, id: input.id ?? randomUUID() };
    let failure: unknown;
    const answer = await orLate(primary.save(submission), deadlineMs).catch((error: unknown): typeof late => {
      if (isIdempotencyConflict(error)) throw error;
      failure = error;
      return late;
    });
    if (answer !== late) {
      spooling.recovered();
      return answer;
    }
    const receivedAt = new Date().toISOString();
    await spool.add({ ...submission, receivedAt });
    metrics().spool.inc({ outcome: "spooled" });
    spooling.failed(failure === undefined ? { reason: "timeout" } : errorFields(failure));
    return {
      id: submission.id,
      receivedAt,
      form: submission.form,
      subject: submission.subject,
      fields: submission.fields,
      delivery: { sent: false, attempts: 0 },
    };
  }

  async function moveOne(entry: string): Promise<void> {
    let submission: SpooledSubmission;
    try {
      submission = await spool.read(entry);
    } catch (error) {
      await spool.setAside(entry);
      log().error(
        { event: "spool.record_unreadable", entry, ...errorFields(error) },
        "a spooled submission could not be read; moved to unreadable/ in the spool for an operator",
      );
      return;
    }
    const email = submission.fields.email;
    if (email && (await primary.erasedSince?.(emailHash(email), submission.receivedAt))) {
      // Its person asked for erasure after it came: it is not stored again.
      await spool.remove(entry);
      metrics().spool.inc({ outcome: "erased" });
      log().info(
        { event: "spool.erased", submission: submission.id },
        "a spooled copy of an erased person's submission was dropped",
      );
      return;
    }
    try {
      await primary.save(submission);
    } catch (error) {
      if (!isIdempotencyConflict(error)) throw error;
      const storedAs = conflictId(submission);
      await primary.save({ ...submission, id: storedAs });
      metrics().spool.inc({ outcome: "key_conflict" });
      log().warn(
        { event: "spool.key_conflict", submission: submission.id, storedAs },
        "a spooled submission reused an Idempotency-Key PostgreSQL holds for another; stored under its own id",
      );
    }
    await spool.remove(entry);
    metrics().spool.inc({ outcome: "drained" });
  }

  async function drainOnce(): Promise<number> {
    let moved = 0;
    try {
      for (const entry of await spool.entries()) {
        await moveOne(entry);
        moved += 1;
      }
      draining.recovered({ moved });
    } catch (error) {
      draining.failed(errorFields(error));
    }
    return moved;
  }

  function drain() {
    round ??= drainOnce().finally(() => (round = undefined));
    return round;
  }

  return {
    save,
    deliverUnsent: (send, now) => primary.deliverUnsent(send, now),
    /** This instance's spool first, which needs no database, then PostgreSQL's rows. */
    async deleteExpired(cut) {
      let deleted = 0;
      for (const entry of await spool.entries()) {
        const submission = await spool.read(entry).catch(() => undefined);
        if (!submission || !isExpired({ ...submission, apart: !isLead(submission) }, cut)) continue;
        await spool.remove(entry);
        deleted += 1;
      }
      return deleted + (await primary.deleteExpired(cut));
    },
    ...(primary.rescanPending ? { rescanPending: primary.rescanPending.bind(primary) } : {}),
    // PostgreSQL's held rows and its one row per day: what a spool still holds is counted once drained.
    ...(primary.heldSummary ? { heldSummary: primary.heldSummary.bind(primary) } : {}),
    ...(primary.claimHeldDigest ? { claimHeldDigest: primary.claimHeldDigest.bind(primary) } : {}),
    ...(primary.releaseHeldDigest ? { releaseHeldDigest: primary.releaseHeldDigest.bind(primary) } : {}),
    drain,
    start(intervalMs, moved) {
      if (timer) return;
      const tick = () => void drain().then((count) => count > 0 && moved());
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
  };
}
