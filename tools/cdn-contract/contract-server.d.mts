// Types of tools/cdn-contract/contract-server.mjs that the contract servers' callers see (the project
// compiles TypeScript only).
/** A purge the server took: its keys as they arrived, whether it was soft, and when (ms since the epoch). */
export type TakenPurge = { keys: string[]; soft: boolean; at: number; form?: "header" | "json" };
/** A request the server refused, and why in the provider's words. */
export type Refusal = { at: number; method: string; path: string; status: number; reason: string };

export type ContractServer = {
  /** The API base: what CDN_API_URL names. */
  url: string;
  purges: TakenPurge[];
  refusals: Refusal[];
  /** The next `count` requests answer 429 with `Retry-After: seconds`. */
  answer429(count: number, seconds: number): void;
  close(): Promise<void>;
};
