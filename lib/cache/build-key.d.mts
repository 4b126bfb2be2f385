// Types of lib/cache/build-key.mjs (the project compiles TypeScript only).
export declare function buildKey(settings: { deploymentId: string | undefined; distDir: string }): string;
