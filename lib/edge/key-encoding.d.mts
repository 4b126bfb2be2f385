// Types of lib/edge/key-encoding.mjs (the project compiles TypeScript only).
export declare function encodeEdgeKey(key: string): string;
