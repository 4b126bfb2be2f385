import "server-only";
import { errorFields } from "@/lib/failure-notice.mjs";
import { encodeEdgeKey } from "@/lib/edge/key-encoding.mjs";
import { cdnProviders, checkPurgeKey, type PurgeAnswer, type PurgeKind } from "@/lib/edge/providers.mjs";
import { purgeBatches } from "@/lib/edge/purge-batches.mjs";
import type { GivenUpPurge, PurgeSender, QueuedPurge } from "./purge-queue";

/** What became of the purges a round read; the queue keeps the outcome. */
type RoundOutcome = {
  delivered: QueuedPurge[];
  givenUp: GivenUpPurge[];
  /** The edge asked to be tried again: these purges wait, and the round ended. */
  retry?: { purges: QueuedPurge[]; reason: string; waitMs: number | null };
};

// Hard first: a page that must go (unpublished, deleted, an old build) matters more than one that may go
// stale, should a rate limit end the round between the two.
const KINDS: PurgeKind[] = ["hard", "soft"];

/** A send that threw (a request the adapter would not build) is kept, for the queue's alert to show. */
function thrown(error: unknown): PurgeAnswer {
  const { error: name, code } = errorFields(error);
  return { retryAfterMs: null, reason: code ? `${name} ${code}` : name };
}

/**
 * Sends `purges` as few requests as the provider takes: grouped by kind, their keys merged (each once)
 * and split within its limits. A purge is delivered once every one of its keys went out in a batch the
 * edge took; given up when a batch naming it was refused for good (or one of its keys can never travel);
 * and when the edge asks to be tried again, that purge and every one not yet delivered wait, since an
 * edge that is down or rate-limiting would refuse the rest too.
 */
export async function deliverRound(purges: QueuedPurge[], { provider, send }: PurgeSender): Promise<RoundOutcome> {
  const delivered: QueuedPurge[] = [];
  const givenUp: GivenUpPurge[] = [];
  /** Each purge's keys, as they travel, that no batch the edge took has named yet. */
  const unsent = new Map<QueuedPurge, Set<string>>();
  for (const purge of purges) {
    const keys = new Set(purge.keys.map(encodeEdgeKey));
    try {
      for (const key of keys) checkPurgeKey(provider, key);
    } catch (error) {
      givenUp.push({ ...purge, reason: (error as Error).message });
      continue;
    }
    if (keys.size) unsent.set(purge, keys);
    else delivered.push(purge);
  }
  // Where the provider has no soft purge, a soft one travels hard anyway: merged with the hard ones, it
  // costs no request of its own.
  const sentAs = (purge: QueuedPurge): PurgeKind => (cdnProviders[provider].softPurge ? purge.kind : "hard");
  for (const kind of KINDS) {
    const group = purges.filter((purge) => unsent.has(purge) && sentAs(purge) === kind);
    const merged = group.flatMap((purge) => purge.keys);
    for (const batch of purgeBatches(provider, merged)) {
      const answer = await send(batch, kind).catch(thrown);
      const named = group.filter((purge) => batch.some((key) => unsent.get(purge)?.has(key)));
      if ("ok" in answer)
        for (const purge of named) {
          const left = unsent.get(purge)!;
          for (const key of batch) left.delete(key);
          if (left.size) continue;
          unsent.delete(purge);
          delivered.push(purge);
        }
      else if ("giveUp" in answer)
        for (const purge of named) {
          unsent.delete(purge);
          givenUp.push({ ...purge, reason: answer.giveUp });
        }
      else
        return {
          delivered,
          givenUp,
          retry: { purges: [...unsent.keys()], reason: answer.reason, waitMs: answer.retryAfterMs },
        };
    }
  }
  return { delivered, givenUp };
}
