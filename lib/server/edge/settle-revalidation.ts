import "server-only";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { executeRevalidates } from "next/dist/server/revalidation-utils";

/**
 * Runs the route's pending revalidateTag/revalidatePath calls now, instead of after the response as
 * Next does for route handlers. The webhook purges the edge next, and the edge refetches at once: had
 * the shared cache not expired the pages yet, it would store the old ones again for their s-maxage.
 * Next exposes no public way to await this (updateTag is for Server Actions only), so this reaches for
 * the same internals the route module calls; next is pinned, and the edge suite fails if they move.
 */
export async function settleRevalidation(): Promise<void> {
  const store = workAsyncStorage.getStore();
  if (!store) return;
  const pending = executeRevalidates(store);
  // Handed over: Next's own pass after the response then finds nothing left to run twice.
  store.pendingRevalidatedTags = [];
  store.pendingRevalidates = {};
  store.pendingRevalidateWrites = [];
  if (pending) await pending;
}
