import "server-only";
import { keySeparator } from "@/lib/edge/keys.mjs";

export type EdgePurgeSettings = { url: string; token: string | undefined; soft: boolean; tagHeader: string };

/** Sends one purge; throws when the edge did not take it (refused, down, or slower than the timeout). */
export type SendPurge = (keys: string[]) => Promise<void>;

const TIMEOUT_MS = 2_000;

/** The edge answered, but not 2xx: its status is the code a log line carries (lib/failure-notice.mjs). */
export class PurgeRefused extends Error {
  readonly name = "PurgeRefused";
  readonly code: string;
  constructor(status: number) {
    super(`the edge answered ${status}`);
    this.code = String(status);
  }
}

/**
 * A purge as Fastly's "purge by surrogate keys" API takes it: POST, the keys in the tag header, and
 * `Fastly-Soft-Purge: 1` to mark them stale rather than drop them. The repo's Varnish configuration
 * (scripts/edge/edge.vcl) answers the same request.
 */
export function purgeRequest({ url, token, soft, tagHeader }: EdgePurgeSettings): SendPurge {
  return async (keys) => {
    const headers: Record<string, string> = { [tagHeader]: keys.join(keySeparator(tagHeader)) };
    if (soft) headers["fastly-soft-purge"] = "1";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url, {
      method: "POST",
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
      cache: "no-store",
    });
    await response.body?.cancel();
    if (!response.ok) throw new PurgeRefused(response.status);
  };
}
