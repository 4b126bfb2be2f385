import "server-only";
import type { CdnProviderName, PurgeAnswer, PurgeKind } from "@/lib/edge/providers.mjs";
import { purgeRetryDelayMs } from "../store/retry-schedule";

/** Sends one batch (lib/edge/send-purge.mjs): what the edge answered, never a throw for its answer. */
type SendBatch = (keys: string[], kind: PurgeKind) => Promise<PurgeAnswer>;

/** Where a round sends: the provider, whose limits and soft purge shape the batches, and the sender. */
export type PurgeSender = { provider: CdnProviderName; send: SendBatch };

/** A queued purge as a round reads it. */
export type QueuedPurge = { id: string; keys: string[]; kind: PurgeKind; attempts: number };

/** A purge the edge refused in a way no retry can fix, and the edge's reason (never the token). */
export type GivenUpPurge = QueuedPurge & { reason: string };

/** What one delivery round did. */
export type PurgeRound = {
  /** Purges whose every key the edge took. */
  delivered: number;
  givenUp: GivenUpPurge[];
  /** The edge did not take the rest for now: why, and how long it asked to be left alone (null: it did not say). */
  retry?: { reason: string; waitMs: number | null };
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
  add(keys: string[], kind: PurgeKind): Promise<void>;
  /**
   * Sends every due purge, merged and batched (./deliver-round.ts): a purge the edge took leaves the
   * queue, one it gave up on leaves it for good, and the rest wait for the next try.
   */
  deliver(sender: PurgeSender): Promise<PurgeRound>;
  stats(): Promise<PurgeQueueStats>;
}

/**
 * How long a purge waits after its `attempts`-th failure: the one schedule (retry-schedule.ts), and
 * never less than the edge asked for, since a provider that rate-limits counts every early try.
 */
export const purgeWaitMs = (attempts: number, waitMs: number | null) =>
  Math.max(purgeRetryDelayMs(attempts), waitMs ?? 0);
