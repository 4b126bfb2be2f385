import "server-only";
import type { SendPurge } from "./purge-request";

/**
 * Purges waiting for the edge, kept where submissions are (files or PostgreSQL) so a purge the edge did
 * not take survives a restart and is retried by whichever instance comes next.
 */
export interface PurgeQueue {
  /** Resolves once the purge is durable; returns its id. */
  add(keys: string[]): Promise<string>;
  /**
   * Sends due purges (only the one with `id` when given), dropping each the edge took and pushing each
   * failure back. Returns how many it sent and how many failed.
   */
  deliver(send: SendPurge, id?: string): Promise<{ sent: number; failed: number; lastError?: string }>;
}

/** A failed purge waits 1 s, 2 s, 4 s, then 5 s between tries: the edge should hear soon after it is back. */
export const retryDelayMs = (attempts: number) => Math.min(1_000 * 2 ** (attempts - 1), 5_000);
