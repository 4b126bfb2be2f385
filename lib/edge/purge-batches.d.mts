// Types of lib/edge/purge-batches.mjs (the project compiles TypeScript only).
import type { CdnProviderName } from "./providers.mjs";

export declare function purgeBatches(provider: CdnProviderName, keys: string[]): string[][];
