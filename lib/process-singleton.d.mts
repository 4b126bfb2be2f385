// Types of lib/process-singleton.mjs (the project compiles TypeScript only).
export declare function processSingleton<T>(key: string, create: () => T): T;
