// Types of lib/edge/send-purge.mjs (the project compiles TypeScript only).
import type { PurgeAnswer, PurgeKind, PurgeTarget } from "./providers.mjs";

export declare function sendPurge(
  target: PurgeTarget,
  keys: string[],
  kind: PurgeKind,
  options?: { timeoutMs?: number },
): Promise<PurgeAnswer>;
