// Types of lib/edge/keys.mjs (the project compiles TypeScript only).
import type { CdnProviderName } from "./providers.mjs";

export declare const edgeKeys: {
  posts: string;
  post(slug: string): string;
  deployment(id: string): string;
};
export declare function edgeKeyHeaders(
  edge: { provider: CdnProviderName } | undefined,
  deploymentId: string | undefined,
): { source: string; headers: { key: string; value: string }[] }[];
export declare function postPageTag(
  edge: { provider: CdnProviderName } | undefined,
  deploymentId: string | undefined,
  pathname: string,
): { name: string; value: string } | undefined;
export declare function renamedPostTag(
  edge: { provider: CdnProviderName } | undefined,
  deploymentId: string | undefined,
  slugs: { old: string; current: string },
): { name: string; value: string } | undefined;
