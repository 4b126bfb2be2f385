// Types of lib/edge/providers.mjs (the project compiles TypeScript only).
export type CdnProviderName = "varnish" | "fastly" | "cloudflare";

export type CdnProvider = {
  /** The response header the pages carry their keys in. */
  tagHeader: string;
  /** What separates the keys in that header (and in the purge's header, where the keys travel in one). */
  separator: " " | ",";
  /** The API base CDN_API_URL defaults to; undefined for varnish, whose purge endpoint must be given. */
  defaultApiUrl: string | undefined;
  /** The form of CDN_SERVICE_ID (Fastly's service id, Cloudflare's zone id); undefined when there is none. */
  serviceId: { pattern: RegExp; describe: string } | undefined;
  /** Where the token travels, for the settings' and the README's words. */
  tokenHeader: string;
  /** Whether the provider can mark pages stale rather than drop them; a soft purge is sent hard where not. */
  softPurge: boolean;
  maxKeysPerPurge: number;
  maxKeyBytes: number;
  /** The keys of one purge, joined by the separator, in bytes (Infinity: no documented limit). */
  maxPurgeListBytes: number;
  /** The tag header a page carries, in bytes. */
  maxTagHeaderBytes: number;
};

export declare const cdnProviders: Record<CdnProviderName, CdnProvider>;
export declare const cdnProviderNames: readonly ["varnish", "fastly", "cloudflare"];

export type PurgeKind = "soft" | "hard";

/** An edge as lib/settings.mjs reads it. */
export type PurgeTarget = {
  provider: CdnProviderName;
  apiUrl?: string;
  serviceId?: string;
  token?: string;
};

export type PurgeRequest = { url: string; method: "POST"; headers: Record<string, string>; body: string | undefined };

export type PurgeAnswer = { ok: true } | { retryAfterMs: number | null; reason: string } | { giveUp: string };

export declare function checkPurgeKey(provider: CdnProviderName, key: string): void;
export declare function buildPurgeRequest(target: PurgeTarget, keys: string[], kind: PurgeKind): PurgeRequest;
export declare function readPurgeAnswer(
  provider: CdnProviderName,
  answer: { status: number; headers: { get(name: string): string | null }; body: string },
  now?: number,
): PurgeAnswer;
