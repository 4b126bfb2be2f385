// Types of lib/edge/keys.mjs (the project compiles TypeScript only).
export declare const edgeKeys: {
  posts: string;
  post(slug: string): string;
  deployment(id: string): string;
};
export declare function keySeparator(header: string): string;
export declare function edgeKeyHeaders(
  edge: { tagHeader: string } | undefined,
  deploymentId: string | undefined,
): { source: string; headers: { key: string; value: string }[] }[];
