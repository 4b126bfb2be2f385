import "server-only";
import { errorFields } from "@/lib/failure-notice.mjs";
import type { SendPurge } from "./purge-request";

/** What one delivery round did: purges sent, purges the edge did not take, and entries moved aside unread. */
export type PurgeRound = {
  sent: number;
  failed: number;
  /** Why the last purge the edge did not take failed. */
  lastError?: unknown;
  /** Entries that could not be read as a purge, moved out of the queue (the file queue's alone). */
  setAside: { id: string; error: unknown }[];
};

/** How many purges wait, and how long the oldest has (null: none). */
export type PurgeQueueStats = { depth: number; oldestMs: number | null };

/**
 * Purges waiting for the edge, kept where submissions are (files or PostgreSQL) so a purge the edge did
 * not take survives a restart and is retried by whichever instance comes next.
 */
export interface PurgeQueue {
  /** Resolves once the purge is durable. */
  add(keys: string[]): Promise<void>;
  /**
   * Sends the due purges, oldest first, dropping each the edge took; the first one it does not take
   * is pushed back on the schedule of lib/server/store/retry-schedule.ts and ends the round, since an
   * edge that refused one (or timed out) would refuse the rest.
   */
  deliver(send: SendPurge): Promise<PurgeRound>;
  stats(): Promise<PurgeQueueStats>;
}

/** What is kept beside a purge about its last failure: the error's class and code, as a log line has them. */
export function failureText(error: unknown): string {
  const { error: name, code } = errorFields(error);
  return code ? `${name} ${code}` : name;
}
